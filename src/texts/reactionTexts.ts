// French copy of the reactions (issue 25): the bar under an item, its picker and who reacted.
export const reactionTexts = {
  barLabel: 'Réactions',
  react: 'Réagir',
  pickerLabel: 'Choisir une réaction',
  /** A present emoji's chip; the reader's own one says so. */
  count: (emoji: string, count: number, mine: boolean) => (mine ? `${emoji} ${count}, dont vous` : `${emoji} ${count}`),
  reactWith: (emoji: string) => `Réagir avec ${emoji}`,
  who: 'Qui a réagi',
  whoLabel: 'Voir qui a réagi',
  /** One line of who reacted: the emoji, then the pseudos. */
  whoReacted: (emoji: string, pseudos: readonly string[]) => `${emoji} ${pseudos.join(', ')}`,
  close: 'Fermer',
  /** The store's refusal when a toggle did not reach the server. */
  failed: "Votre réaction n'a pas pu être enregistrée. Réessayez.",
};
