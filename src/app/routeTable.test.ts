import { describe, expect, it } from 'vitest';
import { menuEntries, routeTable } from './routeTable.ts';

describe('routeTable', () => {
  it('names each page once', () => {
    const names = routeTable.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists the signed-in menu in its order, admin for admins only', () => {
    expect(menuEntries.map((entry) => [entry.path, entry.label, entry.adminOnly])).toEqual([
      ['/app', 'Accueil', false],
      ['/app/lapingram', 'Lapingram', false],
      ['/app/lapintube', 'Lapintube', false],
      ['/app/lapinchat', 'Lapinchat', false],
      ['/app/lapinapp', 'Lapinapp', false],
      ['/app/admin', 'Admin', true],
      ['/app/voyage', 'Voyage', false],
      ['/app/compte', 'Mon compte', false],
    ]);
  });

  it('keeps the article pages under the home entry, the slideshow under the albums entry, a video under Lapintube and a day of the trip under Voyage', () => {
    expect(menuEntries[0]?.sections).toEqual(['/app/article', '/app/publish', '/app/editor', '/app/raconter', '/app/raconter']);
    expect(menuEntries[1]?.sections).toEqual(['/app/lapingramviewer']);
    expect(menuEntries[2]?.sections).toEqual(['/app/lapintube']);
    expect(menuEntries.slice(3).filter((entry) => entry.sections.length > 0).map((entry) => [entry.path, entry.sections])).toEqual([
      ['/app/voyage', ['/app/voyage/jour']],
    ]);
  });
});
