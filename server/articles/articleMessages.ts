import { articleLimits } from '../../shared/articleLimits.ts';

// French messages of the article calls, next to the service that sends them.
export const articleMessages = {
  articleNotFound: 'Article introuvable',
  notWriter: "Seul l'auteur de l'article peut le modifier ou le supprimer",
  structureMissing: 'Requête invalide : champ « structure » manquant',
  structureNotJson: "Requête invalide : la structure de l'article n'est pas un JSON valide",
  structureShape: "Requête invalide : la structure de l'article n'a pas la forme attendue",
  titleRequired: "L'article doit avoir un titre, un bandeau et au moins un paragraphe ou une image",
  titleTooLong: `Le titre dépasse ${articleLimits.title} caractères`,
  bandeauTooLong: `Le bandeau dépasse ${articleLimits.bandeau} caractères`,
  textTooLong: `Un paragraphe dépasse ${articleLimits.text} caractères`,
  tooManyElements: `Un article contient au plus ${articleLimits.elements} éléments`,
  imageMissing: (name: string) => `L'image « ${name} » n'a pas été reçue`,
  duplicateImage: (name: string) => `Deux images portent le nom « ${name} »`,
  idMissing: 'Requête invalide : champ « id » manquant',
  idInvalid: 'Requête invalide : « id » doit être un nombre entier',
  fieldsFirst: 'Requête invalide : le champ « token » doit précéder les images',
  unexpectedField: (name: string) => `Requête invalide : champ « ${name} » non attendu`,
  repeatedField: (name: string) => `Requête invalide : champ « ${name} » répété`,
  budgetExceeded: (megabytes: number) => `Les images dépassent ${megabytes} Mo pour cet article`,
  imageNotInArticle: "Cette image n'appartient pas à l'article",
  videoMissing: (name: string) => `La vidéo choisie pour « ${name} » n'existe pas ou plus sur Lapintube`,
  videoFailed: (name: string) => `La vidéo choisie pour « ${name} » n'a pas pu être préparée : choisissez-en une autre`,
} as const;
