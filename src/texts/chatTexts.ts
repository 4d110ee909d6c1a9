import { product } from '../../shared/product.ts';
import { chatStoreTexts } from './chatStoreTexts.ts';

// French copy of the chat screen (spec §2 Chat screen, §4 system messages, §8 chat errors).
export const chatTexts = {
  /** The screen's main heading, named like its menu entry; read by screen readers only. */
  title: `${product.name}chat`,
  messagesLabel: 'Messages du chat',
  /** Issue 38: the menu beside « Répondre » that holds the deletion. */
  messageActions: (sender: string) => `Actions du message de ${sender}`,
  deleteMessageItem: 'Supprimer le message',
  confirmDelete: (sender: string) => `Supprimer le message de ${sender} ?`,
  confirmDeleteMessage: 'Il disparaîtra pour toute la famille, sur tous les appareils.',
  confirmDeleteLabel: 'Supprimer',
  close: 'Fermer',
  /** Issue 25: a relative removes their own message. */
  confirmDeleteOwn: 'Supprimer votre message ?',
  /** Issue 25: replies, quoted above the answer and in the composer. */
  reply: {
    action: (sender: string) => `Répondre à ${sender}`,
    replyingTo: (sender: string) => `Réponse à ${sender}`,
    cancel: 'Annuler la réponse',
    deleted: 'Message supprimé',
    photo: 'Photo',
    /** Read before the quote's own text, which names the button. */
    goTo: 'Aller au message auquel ceci répond :',
  },
  /** Issue 25: the pseudos offered after `@`. */
  mentions: { label: 'Mentionner' },
  empty: 'Aucun message pour le moment. Lancez la conversation !',
  /** The badge shows the sender name followed by a colon (spec §2). */
  badge: (sender: string) => `${sender}:`,
  /** Issue 25: each message's accessible name carries the spec's full date. */
  messageLabel: (sender: string, date: string) => `Message de ${sender}, ${date}`,
  /** Issue 25: the day headings of the list ('lundi 24 novembre' otherwise). */
  days: { today: "Aujourd'hui", yesterday: 'Hier' },
  participants: {
    title: 'Participants:',
    label: 'Participants',
    empty: 'Personne en ligne',
    hide: '<<',
    show: '>>',
    hideLabel: 'Masquer les participants',
    showLabel: 'Afficher les participants',
    /** Issue 25: on a phone, the chat header's button that opens them. */
    online: (count: number) => `${count} en ligne`,
  },
  input: {
    placeholder: 'Votre message',
    label: 'Votre message',
    sending: 'Envoi du message',
    send: 'Envoyer',
    hint: 'Entrée pour envoyer, Maj+Entrée pour aller à la ligne',
  },
  /** Issue 25: photos joined to a message, and shown in it. */
  photos: {
    attach: 'Joindre une photo',
    picked: 'Photos à envoyer',
    remove: (index: number) => `Retirer la photo ${index}`,
    tooMany: chatStoreTexts.photos.tooMany,
    uploading: (percent: number) => `Envoi des photos… ${percent} %`,
    failed: (reason: string) => `Photos non envoyées : ${reason}`,
    /** Beside a refused upload: Envoyer tries again with the same photos. */
    retryHint: 'Les photos sont gardées : appuyez sur Envoyer pour réessayer.',
    unreadable: chatStoreTexts.photos.unreadable,
    alt: (sender: string) => `Photo de ${sender}`,
    altOf: (sender: string, index: number, count: number) => `Photo de ${sender}, ${index} sur ${count}`,
    viewerTitle: (sender: string) => `Photos de ${sender}`,
    /** In the outbox, for a message that is photos alone. */
    only: (count: number) => (count === 1 ? '1 photo' : `${count} photos`),
  },
  /** Issue 24: own messages not confirmed yet, under the list and apart from it. */
  outbox: {
    label: 'Messages en attente',
    waiting: "En attente d'envoi",
    refused: 'Non envoyé',
    refusedWithReason: (reason: string) => `Non envoyé : ${reason}`,
    retry: 'Réessayer',
    discard: 'Supprimer',
  },
  /** Shown under the box while the socket is not connected, first time or after a drop. */
  connecting: 'Connexion au chat...',
  system: chatStoreTexts.system,
  errors: chatStoreTexts.errors,
} as const;
