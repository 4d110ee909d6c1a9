// French messages every capability may send: generic request errors, an unreachable database, an
// unknown address. Each capability keeps its own in server/<capability>/<capability>Messages.ts.

export const messages = {
  internalError: 'Une erreur interne est survenue',
  invalidRequest: 'Requête invalide',
  invalidJson: 'Requête invalide : le corps JSON est mal formé',
  invalidEncoding: 'Requête invalide : un champ est mal encodé',
  bodyTooLarge: 'Requête trop volumineuse',
  headersTooLarge: 'Requête trop volumineuse : ses en-têtes dépassent 16 Ko (un titre ou une description trop long, peut-être)',
  unsupportedMediaType: "Requête invalide : ce type de contenu n'est pas accepté",
  requestTimeout: "Requête trop lente : le serveur a cessé de l'attendre",
  tooManyRequests: 'Trop de requêtes, réessayez dans quelques minutes',
  unknownApi: "Cette adresse de l'API n'existe pas",
  databaseUnavailable: 'Le serveur ne joint plus sa base de données : réessayez dans un instant.',
  notFound: "Cette adresse n'existe pas",
  clientNotBuilt: "L'application web n'est pas encore construite : lancez `npm run build` puis rechargez la page.",
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
