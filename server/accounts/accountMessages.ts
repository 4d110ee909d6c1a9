import { PASSWORD_MIN_LENGTH } from '../../shared/pseudo.ts';

// French messages of the account calls (registration, sign-in, sessions, passwords, reset codes,
// admin status and role), next to the services that send them. Other capabilities answer a missing
// session or a non-admin with the same sessionInvalid and adminOnly.
export const accountMessages = {
  pseudoCharacters: 'Seuls les lettres et espaces sont acceptés',
  pseudoLength: 'Le pseudo doit contenir entre 1 et 40 lettres',
  emailInvalid: "L'adresse email n'est pas valide",
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  emailTaken: 'Un compte existe déjà avec cet email',
  pseudoTaken: 'Ce pseudo est déjà pris, choisissez-en un autre',
  tooManyRegistrations: "Trop d'inscriptions depuis cette adresse, réessayez plus tard",

  badCredentials: 'Email ou mot de passe incorrect',
  accountWaiting: "Votre compte est en attente de validation par l'admin",
  accountBanned: "Votre compte a été banni par l'admin",
  accountDeleted: 'Votre compte a été supprimé',
  tooManyLogins: (retry: string) => `Trop de tentatives de connexion, réessayez ${retry}`,

  sessionInvalid: 'Session invalide ou expirée, reconnectez-vous',
  /** Issue 25: what a banned relative's open app is told (live, chat, and the calls of the ended session). */
  /** Issue 38: a session id that is not one of the caller's open sessions (ended, or someone else's). */
  sessionNotFound: "Cet appareil n'est plus connecté à votre compte",
  accessSuspended: "Votre accès a été suspendu par l'administrateur.",
  adminOnly: "Cette action est réservée à l'admin",
  userNotFound: 'Utilisateur introuvable',
  ownStatus: 'Vous ne pouvez pas changer votre propre statut',
  transitionRefused: "Ce changement de statut n'est pas permis",

  oldPasswordWrong: "L'ancien mot de passe est incorrect",
  resetCodeInvalid: "Ce code ne convient pas : il est faux, déjà utilisé ou expiré. Demandez-en un nouveau à l'admin",
  resetCodeForDeleted: 'Ce compte est supprimé : il ne peut pas recevoir de code',
  tooManyResetAttempts: (retry: string) => `Trop d'essais de code, réessayez ${retry}`,

  lastAdmin: "Il doit rester au moins un administrateur : nommez-en un autre avant",
  demoteFirst: "Ce compte est administrateur : retirez-lui d'abord ce rôle",
  promoteNotGranted: 'Seul un compte autorisé peut devenir administrateur',

  pseudoHidden: 'Le pseudo contient un caractère invisible ou de contrôle, retirez-le',
  pseudoReserved: 'Ce pseudo est réservé, choisissez-en un autre',
  pseudoConfusable: "Ce pseudo ressemble trop à celui d'un autre membre, choisissez-en un autre",
  grantDeleted: 'Ce compte est supprimé : il ne peut pas devenir administrateur',
} as const;
