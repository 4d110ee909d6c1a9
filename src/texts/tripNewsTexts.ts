// Issue 39: the feed's « Dernières nouvelles » and how long ago, apart from the trip's other texts so
// the feed's line fetches only these.
export const tripNewsTexts = {
  news: {
    line: (place: string, when: string) => `Dernières nouvelles : ${place} · ${when}`,
  },
  relative: {
    now: 'à l’instant',
    minutes: (count: number) => `il y a ${count} min`,
    hours: (count: number) => `il y a ${count} h`,
    yesterday: 'hier',
    days: (count: number) => `il y a ${count} jours`,
    on: (date: string) => `le ${date}`,
  },
} as const;
