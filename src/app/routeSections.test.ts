import { describe, expect, it } from 'vitest';
import { sectionOf } from './routeSections.ts';

describe('sectionOf', () => {
  it('names each public page', () => {
    expect(sectionOf('/')).toBe('Connexion');
    expect(sectionOf('/register')).toBe('Inscription');
    expect(sectionOf('/about')).toBe('À propos');
    expect(sectionOf('/mot-de-passe-oublie')).toBe('Mot de passe oublié');
  });

  it('names each signed-in section after the product', () => {
    expect(sectionOf('/app')).toBe('Accueil');
    expect(sectionOf('/app/lapingram')).toBe('Lapingram');
    expect(sectionOf('/app/lapintube')).toBe('Lapintube');
    expect(sectionOf('/app/lapinchat')).toBe('Lapinchat');
    expect(sectionOf('/app/lapinapp')).toBe('Lapinapp');
    expect(sectionOf('/app/admin')).toBe('Administration');
    expect(sectionOf('/app/compte')).toBe('Mon compte');
  });

  it('names the article screens', () => {
    expect(sectionOf('/app/article/5')).toBe('Article');
    expect(sectionOf('/app/publish')).toBe('Nouvel article');
    expect(sectionOf('/app/editor/5')).toBe("Modifier l'article");
  });

  it('titles a slideshow with the album name as typed, accents and spaces included', () => {
    expect(sectionOf('/app/lapingramviewer/For%C3%AAt%20des%20Landes')).toBe('Forêt des Landes');
    expect(sectionOf('/app/lapingramviewer/Bretagne')).toBe('Bretagne');
  });

  it('keeps a broken escape as typed rather than failing', () => {
    expect(sectionOf('/app/lapingramviewer/100%')).toBe('100%');
    expect(sectionOf('/app/lapingramviewer/%20%20')).toBe('Lapingram');
  });

  it('matches like the router: any case and a trailing slash', () => {
    expect(sectionOf('/APP/LapinChat/')).toBe('Lapinchat');
    expect(sectionOf('/about/')).toBe('À propos');
  });

  it('names every path the router does not know as not found', () => {
    expect(sectionOf('/app/terrier-inconnu')).toBe('Page introuvable');
    expect(sectionOf('/app/article')).toBe('Page introuvable');
    expect(sectionOf('/app/article/5/extra')).toBe('Page introuvable');
    expect(sectionOf('/nulle-part')).toBe('Page introuvable');
  });
});
