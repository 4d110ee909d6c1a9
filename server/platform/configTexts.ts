// What a start with a bad environment prints, in French: one line per variable, all together.

export const configTexts = {
  invalid: (problems: readonly string[]) => `Configuration invalide :\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  integer: (name: string, min: number, max: number, raw: string) => `${name} doit être un nombre entier entre ${min} et ${max} (reçu : « ${raw} »).`,
  decimal: (name: string, min: number, max: number, raw: string) => `${name} doit être un nombre entre ${min} et ${max} (reçu : « ${raw} »).`,
  oneOf: (name: string, allowed: readonly unknown[], raw: string) => `${name} doit valoir l'un de ${allowed.join(', ')} (reçu : « ${raw} »).`,
  /** Variables checked by a pattern, each with its own rule. */
  pattern: {
    VAPID_SUBJECT: (raw: string) => `VAPID_SUBJECT doit commencer par mailto: ou https:// (reçu : « ${raw} »).`,
    // The URL may hold a password: only its scheme is echoed.
    DATABASE_URL: (raw: string) => `DATABASE_URL doit commencer par postgres:// (reçu : « ${raw.split(':')[0]}:… »).`,
  } as Record<string, ((raw: string) => string) | undefined>,
  otherwise: (name: string, raw: string) => `${name} n'a pas une valeur admise (reçu : « ${raw} »).`,
  toolMissing: (variable: string, installer: string) =>
    `${variable} n'est pas défini et le paquet ${installer} n'a pas son binaire : installez-le ou donnez le chemin de l'outil.`,
  mapTiles: (path: string) => `MAP_TILES doit désigner un fichier .pmtiles lisible (reçu : « ${path} »).`,
  adminTogether: 'ADMIN_EMAIL, ADMIN_PASSWORD et ADMIN_PSEUDO vont ensemble : donnez les trois ou aucun.',
  adminEmail: (email: string) => `ADMIN_EMAIL n'est pas une adresse email (reçu : « ${email} »).`,
  adminPassword: (minLength: number) => `ADMIN_PASSWORD doit contenir au moins ${minLength} caractères.`,
  adminPseudo: (pseudo: string) => `ADMIN_PSEUDO ne peut contenir que des lettres et des espaces, de 1 à 40 (reçu : « ${pseudo} »).`,
};
