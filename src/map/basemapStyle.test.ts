import { describe, expect, it } from 'vitest';
import { basemapStyle } from './basemapStyle.ts';

/** Every string in the style that reads as an address. */
function addressesIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z]+:\/\/|^\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(addressesIn);
  return [];
}

describe('basemapStyle', () => {
  it("names no address outside the page's origin, and no glyph or sprite server", () => {
    for (const detailedTiles of [false, true]) {
      const style = basemapStyle({ detailedTiles });
      expect(style.glyphs).toBeUndefined();
      expect(style.sprite).toBeUndefined();
      const addresses = addressesIn(style);
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(address.replace(/^pmtiles:\/\//, ''), address).toMatch(new RegExp(`^${location.origin}/`));
    }
  });

  it('draws labels with the Roboto files the app serves, for its own names and for Protomaps’ Noto Sans', () => {
    const faces = basemapStyle({ detailedTiles: true })['font-faces']!;
    expect(Object.keys(faces).sort()).toEqual(['Noto Sans Italic', 'Noto Sans Medium', 'Noto Sans Regular', 'Roboto Medium', 'Roboto Regular']);
    const regular = faces['Roboto Regular'] as { url: string }[];
    expect(regular.map((face) => face.url)).toEqual([expect.stringMatching(/roboto-latin-400-normal.*\.woff2$/), expect.stringMatching(/roboto-latin-ext-400-normal.*\.woff2$/)]);
  });

  it('adds the MAP_TILES region through pmtiles:// with Protomaps’ layers, less its icons, only when the server has it', () => {
    const world = basemapStyle({ detailedTiles: false });
    expect(Object.keys(world.sources)).toEqual(['basemap']);
    const detailed = basemapStyle({ detailedTiles: true });
    expect(detailed.sources.region).toEqual({ type: 'vector', url: `pmtiles://${location.origin}/media/map/region.pmtiles`, attribution: '© OpenStreetMap · Protomaps' });
    const regionLayers = detailed.layers.filter((layer) => 'source' in layer && layer.source === 'region');
    expect(regionLayers.length).toBeGreaterThan(20);
    for (const layer of regionLayers) expect(layer.type === 'symbol' ? layer.layout?.['icon-image'] : undefined, layer.id).toBeUndefined();
    // The world basemap stays below the region, for what lies outside the extract.
    expect(detailed.layers[0]?.id).toBe('basemap-sea');
  });
});
