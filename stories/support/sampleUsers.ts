import type { AccountRow } from '../../shared/accountTypes.ts';

// Fixed dates so screenshots never change with the clock.
const day = 86_400_000;
const base = Date.UTC(2025, 6, 14, 9, 30);

export const sampleRows: AccountRow[] = [
  { id: 1, pseudo: 'Paul', role: 'admin', creation: base, lastseen: base + 40 * day, access: 1 },
  { id: 2, pseudo: 'Marie', role: 'user', creation: base + day, lastseen: null, access: 0 },
  { id: 3, pseudo: 'Jean Baptiste', role: 'user', creation: base + 2 * day, lastseen: base + 10 * day, access: 1 },
  { id: 4, pseudo: 'Hélène', role: 'user', creation: base + 3 * day, lastseen: base + 12 * day, access: 2 },
  { id: 5, pseudo: 'Zoé', role: 'user', creation: base + 4 * day, lastseen: base + 5 * day, access: 3 },
];
