// Every French message the server sends, in one place, so the copy can be reviewed with the client's.
import { PASSWORD_MIN_LENGTH } from '../../shared/pseudo.ts';

export const messages = {
  internalError: 'Une erreur interne est survenue',
  invalidRequest: 'Requête invalide',
  invalidJson: 'Requête invalide : le corps JSON est mal formé',
  invalidEncoding: 'Requête invalide : un champ est mal encodé',
  bodyTooLarge: 'Requête trop volumineuse',
  unsupportedMediaType: "Requête invalide : ce type de contenu n'est pas accepté",
  tooManyRequests: 'Trop de requêtes, réessayez dans quelques minutes',
  unknownApi: "Cette adresse de l'API n'existe pas",
  databaseUnavailable: 'Le serveur ne joint plus sa base de données : réessayez dans un instant.',
  notFound: "Cette adresse n'existe pas",
  clientNotBuilt: "L'application web n'est pas encore construite : lancez `npm run build` puis rechargez la page.",

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
  adminOnly: "Cette action est réservée à l'admin",
  userNotFound: 'Utilisateur introuvable',
  chatMessageNotFound: "Ce message n'existe plus",
  exportLinkExpired: "Ce lien de téléchargement a expiré ou a déjà servi : redemandez l'archive depuis l'administration",
  exportNeedsSession: "Ce lien de téléchargement ne marche que dans le navigateur de l'administrateur qui l'a demandé, encore connecté : redemandez l'archive depuis l'administration",
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

/** 'dans 45 secondes', 'dans 1 minute', 'dans 15 minutes': when a throttled caller may try again. */
export function retryDelay(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return `dans ${seconds} seconde${seconds > 1 ? 's' : ''}`;
  const minutes = Math.ceil(seconds / 60);
  return `dans ${minutes} minute${minutes > 1 ? 's' : ''}`;
}

const typeNames: Record<string, string> = {
  string: 'du texte',
  integer: 'un nombre entier',
  number: 'un nombre',
  boolean: 'un booléen',
  object: 'un objet',
  array: 'une liste',
  null: 'vide',
};

/** The subset of an Ajv error that the French wording needs. */
export interface SchemaProblem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** 'Requête invalide : …' in French for the first schema problem (Ajv's own text is English). */
export function validationMessage(problem: SchemaProblem | undefined): string {
  if (!problem) return messages.invalidRequest;
  const field = problem.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const named = field === '' ? 'le corps' : `« ${field} »`;
  const { params } = problem;
  switch (problem.keyword) {
    case 'required':
      return `${messages.invalidRequest} : champ « ${String(params.missingProperty)} » manquant`;
    case 'additionalProperties':
      return `${messages.invalidRequest} : champ « ${String(params.additionalProperty)} » non attendu`;
    case 'type':
      return `${messages.invalidRequest} : ${named} doit être ${typeNames[String(params.type)] ?? String(params.type)}`;
    case 'minLength':
      return `${messages.invalidRequest} : ${named} est trop court`;
    case 'maxLength':
      return `${messages.invalidRequest} : ${named} est trop long`;
    case 'minimum':
    case 'maximum':
      return `${messages.invalidRequest} : ${named} est hors des limites permises`;
    default:
      return `${messages.invalidRequest} : ${named} n'est pas valide`;
  }
}
