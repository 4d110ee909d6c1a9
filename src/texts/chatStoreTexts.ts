// What the chat's stores say (chatTexts.system, .errors and two of .photos): apart, because the
// stores load with the first page, while the rest of the chat's copy waits for its screen.
export const chatStoreTexts = {
  photos: {
    tooMany: 'Au plus 5 photos par message : seules les 5 premières sont gardées.',
    /** A picked file the device cannot decode (not a photo, or damaged). */
    unreadable: "Une des photos ne peut pas être lue : retirez-la ou choisissez-en une autre",
  },
  system: {
    joined: (username: string) => `${username} a rejoint le chat !`,
    left: (username: string) => `${username} a quitté le chat !`,
  },
  errors: {
    notConfirmed: "Le serveur n'a pas pu transmettre votre message",
    /** The server's French reason (empty, too long, too fast) follows the spec's alert. */
    notConfirmedWithReason: (reason: string) => `Le serveur n'a pas pu transmettre votre message : ${reason}`,
    unreachable: 'Serveur introuvable, êtes vous connecté à internet ?',
    /** Spec §8: on a send failure the error text is appended to the alert. */
    unreachableWithDetail: (detail: string) => `Serveur introuvable, êtes vous connecté à internet ? ${detail}`,
    /** The server closed the chat (the account was banned or deleted): no automatic reconnection. */
    closedByServer: 'Le serveur a fermé la connexion au chat. Reconnectez-vous pour continuer.',
    dismiss: 'Fermer',
  },
} as const;
