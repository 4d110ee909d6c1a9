// French messages of the image pipeline, which article and album uploads share.
export const photoMessages = {
  unsupportedImage: "Format d'image non accepté (png, gif ou jpeg uniquement)",
  corruptImage: 'Image illisible ou endommagée',
  imageTooLarge: 'Image trop grande (100 mégapixels au maximum)',
  unsafePath: 'Nom de dossier ou de fichier non valide',
  imageNotFound: 'Image introuvable',
} as const;
