// Copy of the admin area. The spec keeps a few messages of this area in English.
export const adminTexts = {
  notAdmin: 'NOT ADMIN',
  title: 'Administration',
  usersTitle: 'Utilisateurs',
  columns: {
    pseudo: 'Pseudo',
    role: 'Role',
    creation: 'Creation',
    lastSeen: 'Last seen',
    access: 'Access',
  },
  roles: {
    admin: 'Administrateur',
    user: 'Membre',
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
  confirmDelete: {
    title: (pseudo: string) => `Supprimer le compte de ${pseudo} ?`,
    message: (pseudo: string) =>
      `${pseudo} ne pourra plus se connecter ni voir les articles, les albums et le chat. Un compte supprimé ne peut pas être rétabli.`,
    confirm: 'Supprimer',
  },
  close: 'Fermer',
} as const;
