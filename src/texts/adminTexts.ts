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
    password: 'Mot de passe',
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
  /** Issue 25: a ban asks first too; it can be undone with Autoriser. */
  confirmBan: {
    title: (pseudo: string) => `Bannir ${pseudo} ?`,
    message: (pseudo: string) =>
      `${pseudo} ne pourra plus se connecter ni voir les articles, les albums et le chat, et quitte l'application dès maintenant sur tous ses appareils. Vous pourrez rétablir son accès avec Autoriser.`,
    confirm: 'Bannir',
  },
  close: 'Fermer',
  resetCodeButton: 'Code de réinitialisation',
  roleActions: {
    promote: 'Nommer administrateur',
    demote: "Retirer le rôle d'administrateur",
  },
  resetCodeDialog: {
    title: (pseudo: string) => `Code de réinitialisation pour ${pseudo}`,
    codeLabel: 'Code',
    /** The code character by character, so a screen reader spells it instead of reading a word. */
    spelled: (code: string) => `Code : ${[...code].join(' ')}`,
    expires: (when: string) => `Valable jusqu'au ${when}`,
    instructions: (pseudo: string) =>
      `Donnez ce code à ${pseudo} par téléphone ou par message. Avec son email, ce code et un nouveau mot de passe, ${pseudo} le change depuis « Mot de passe oublié ? ». Le code ne sert qu'une fois.`,
    copy: 'Copier',
    copied: 'Copié',
    copyFailed: 'Copie impossible sur cet appareil : recopiez le code à la main.',
    close: 'Fermer',
  },
} as const;
