import { reactionEmoji } from '../../shared/reactionTypes.ts';

// French messages of the reaction call, next to the service that sends them. An item that is not
// there reads as its own slice says it (articleMessages, commentMessages, …).
export const reactionMessages = {
  emojiUnknown: `Cette réaction n'existe pas : choisissez parmi ${reactionEmoji.join(' ')}`,
  tooManyReactions: 'Trop de réactions à la suite : attendez un instant avant la prochaine',
  videoNotReady: "Cette vidéo est encore en préparation : on pourra y réagir quand elle sera prête",
} as const;
