// French copy of the installed app's notices (issue 24). Kept apart from shellTexts, which the
// sign-in page loads: these show only in the signed-in area.
export const offlineTexts = {
  /** The network is gone, and what the device kept is shown. */
  offline: {
    label: 'Hors ligne',
    detail: 'Vous lisez ce que cet appareil a gardé.',
  },
  /** A new version waits for the relative's tap. */
  update: {
    message: 'Nouvelle version disponible',
    reload: 'Recharger',
  },
} as const;
