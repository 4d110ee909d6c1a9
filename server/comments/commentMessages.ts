import { articleLimits } from '../../shared/articleLimits.ts';

// French messages of the comment calls, next to the service that sends them.
export const commentMessages = {
  commentBlank: 'Le commentaire est vide',
  commentTooLong: `Un commentaire contient au plus ${articleLimits.comment} caractères`,
  commentControl: 'Le commentaire contient des caractères invisibles non permis',
  commentNotFound: "Ce commentaire n'existe plus",
  notCommentWriter: "Seul l'auteur du commentaire ou un administrateur peut le supprimer",
  tooManyComments: 'Trop de commentaires à la suite : attendez une minute avant le prochain',
} as const;
