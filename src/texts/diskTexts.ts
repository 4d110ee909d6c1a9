// French copy of the admin screen's full-disk warning.
const megabytes = (mb: number) => `${mb.toLocaleString('fr-FR')} Mo`;

export const diskTexts = {
  nearlyFull: (freeMb: number, minFreeMb: number) =>
    `Le disque du serveur est presque plein : il reste ${megabytes(freeMb)}. Les envois de photos sont refusés sous ${megabytes(minFreeMb)}.`,
  hint: 'Faites de la place sur le disque du serveur (anciennes sauvegardes, autres fichiers) ou agrandissez-le : la connexion, les commentaires et le chat continuent de fonctionner.',
} as const;
