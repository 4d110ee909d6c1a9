import { messages } from '../platform/messages.ts';
import { accountMessages } from '../accounts/accountMessages.ts';

// French texts the chat server sends: connect_error messages and ack refusal reasons.
export const chatMessages = {
  serverClosing: 'Le serveur redémarre : le chat se reconnectera tout seul dans un instant.',
  sessionInvalid: accountMessages.sessionInvalid,
  internalError: messages.internalError,
  databaseUnavailable: messages.databaseUnavailable,
  malformed: 'Message mal formé',
  badEncoding: 'Message mal encodé',
  empty: 'Le message est vide',
  tooLong: (max: number) => `Le message dépasse ${max} caractères`,
  control: 'Le message contient des caractères invisibles non permis',
  tooFast: 'Vous envoyez des messages trop vite, patientez un instant',
  notStored: "Le message n'a pas pu être enregistré",
  /** `/api/admin/deletemessage` named a ts no message has (any more). */
  messageNotFound: "Ce message n'existe plus",
  /** Issue 25: `replyTo` names no message of the chat. */
  replyToUnknown: "Le message auquel vous répondez n'existe pas ou plus",
  /** Issue 25: a mentioned id is no granted account. */
  mentionUnknown: "Une personne mentionnée n'a pas accès au chat",
  /** Issue 25: a mentioned account's `@pseudo` is not in the text (renamed while typing, say). */
  mentionNotInText: 'Une mention ne se trouve pas dans le message : choisissez la personne à nouveau après « @ »',
  /** Issue 25: `/api/chat/delete` of someone else's message. */
  notYourMessage: 'Vous ne pouvez supprimer que vos propres messages',
} as const;
