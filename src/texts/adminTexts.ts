// Copy of the admin area. The spec keeps a few messages of this area in English.
export const adminTexts = {
  notAdmin: 'NOT ADMIN',
  usersTitle: 'Utilisateurs',
  columns: {
    pseudo: 'Pseudo',
    role: 'Role',
    creation: 'Creation',
    lastSeen: 'Last seen',
    access: 'Access',
  },
  neverSeen: '-',
  noUsers: 'Aucun utilisateur',
  loadError: 'Impossible de charger les utilisateurs',
  access: {
    0: 'En attente',
    1: 'Autorisé',
    2: 'Banni',
    3: 'Supprimé',
  },
  actions: {
    1: 'Autoriser',
    2: 'Bannir',
    3: 'Supprimer',
  },
} as const;
