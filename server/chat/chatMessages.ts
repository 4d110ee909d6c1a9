import { messages } from '../platform/messages.ts';

// French texts the chat server sends: connect_error messages and ack refusal reasons.
export const chatMessages = {
  serverClosing: 'Le serveur redémarre : le chat se reconnectera tout seul dans un instant.',
  sessionInvalid: messages.sessionInvalid,
  internalError: messages.internalError,
  databaseUnavailable: messages.databaseUnavailable,
  malformed: 'Message mal formé',
  badEncoding: 'Message mal encodé',
  empty: 'Le message est vide',
  tooLong: (max: number) => `Le message dépasse ${max} caractères`,
  tooFast: 'Vous envoyez des messages trop vite, patientez un instant',
  notStored: "Le message n'a pas pu être enregistré",
} as const;
