// The map's own French messages.
export const mapMessages = {
  basemapBusy: 'La carte est très demandée en ce moment : réessayez dans un instant.',
} as const;
