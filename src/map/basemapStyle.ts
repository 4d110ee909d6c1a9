import type { FontFacesSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { layers as protomapsLayers, namedFlavor } from '@protomaps/basemaps';
import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import roboto400Ext from '@fontsource/roboto/files/roboto-latin-ext-400-normal.woff2?url';
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2?url';
import roboto500Ext from '@fontsource/roboto/files/roboto-latin-ext-500-normal.woff2?url';
import roboto400Italic from '@fontsource/roboto/files/roboto-latin-400-italic.woff2?url';
import roboto400ItalicExt from '@fontsource/roboto/files/roboto-latin-ext-400-italic.woff2?url';
import { BASEMAP_MAX_ZOOM, BASEMAP_TILES_PATH, REGION_TILES_PATH } from '../../shared/mapTypes.ts';
import { mapTexts } from '../texts/mapTexts.ts';

export const mapColours = {
  sea: '#c9dde9',
  land: '#f3efe6',
  border: '#a896b0',
  town: '#3d3d3d',
  halo: '#ffffff',
};

// The unicode-ranges of @fontsource's two subsets, as src/theme/fonts.css declares them.
const LATIN = ['U+0000-00FF', 'U+0131', 'U+0152-0153', 'U+02BB-02BC', 'U+02C6', 'U+02DA', 'U+02DC', 'U+0304', 'U+0308', 'U+0329', 'U+2000-206F', 'U+20AC', 'U+2122', 'U+2191', 'U+2193', 'U+2212', 'U+2215', 'U+FEFF', 'U+FFFD'];
const LATIN_EXT = ['U+0100-02BA', 'U+02BD-02C5', 'U+02C7-02CC', 'U+02CE-02D7', 'U+02DD-02FF', 'U+0304', 'U+0308', 'U+0329', 'U+1D00-1DBF', 'U+1E00-1E9F', 'U+1EF2-1EFF', 'U+2020', 'U+20A0-20AB', 'U+20AD-20C0', 'U+2113', 'U+2C60-2C7F', 'U+A720-A7FF'];

const roboto = (latin: string, latinExt: string) => [
  { url: new URL(latin, location.href).href, 'unicode-range': LATIN },
  { url: new URL(latinExt, location.href).href, 'unicode-range': LATIN_EXT },
];

/**
 * Labels are drawn from the very Roboto files the app already serves (the same hashed assets as
 * fonts.css, often in the cache already), through the style's `font-faces`: no glyph PBF server,
 * no `glyphs` URL, nothing from elsewhere. A character outside Latin (a Japanese town name in a
 * Protomaps extract) is drawn by MapLibre from the device's own fonts.
 * Protomaps' layers name Noto Sans: the same files stand in for it.
 */
function fontFaces(): FontFacesSpecification {
  const regular = roboto(roboto400, roboto400Ext);
  const medium = roboto(roboto500, roboto500Ext);
  const italic = roboto(roboto400Italic, roboto400ItalicExt);
  return {
    'Roboto Regular': regular,
    'Roboto Medium': medium,
    'Noto Sans Regular': regular,
    'Noto Sans Medium': medium,
    'Noto Sans Italic': italic,
  };
}

const townLabels = (maxzoom: number): LayerSpecification => ({
  id: 'basemap-towns',
  type: 'symbol',
  source: 'basemap',
  'source-layer': 'places',
  minzoom: 2,
  maxzoom,
  filter: ['<=', ['get', 'minzoom'], ['zoom']],
  layout: {
    'text-field': ['get', 'name'],
    'text-font': ['Roboto Regular'],
    'text-size': ['interpolate', ['linear'], ['zoom'], 2, 11, 8, 14],
    'symbol-sort-key': ['-', ['get', 'population']],
    'text-max-width': 8,
  },
  paint: { 'text-color': mapColours.town, 'text-halo-color': mapColours.halo, 'text-halo-width': 1.5 },
});

/** Protomaps' own layers over the region, less those that need its sprites (icons) and its background. */
function regionLayers(): LayerSpecification[] {
  return protomapsLayers('region', namedFlavor('light'), { lang: 'fr' }).filter(
    (layer) => layer.type !== 'background' && !(layer.type === 'symbol' && layer.layout?.['icon-image'] !== undefined),
  );
}

/**
 * The whole map's style, made in the browser: the built-in world basemap (Lapin's own tiles),
 * and when the server has MAP_TILES, the region's detailed Protomaps layers over it through the
 * `pmtiles://` protocol. Every URL is the page's own origin.
 */
export function basemapStyle({ detailedTiles }: { detailedTiles: boolean }): StyleSpecification {
  const origin = location.origin;
  const style: StyleSpecification = {
    version: 8,
    'font-faces': fontFaces(),
    sources: {
      basemap: {
        type: 'vector',
        tiles: [`${origin}${BASEMAP_TILES_PATH}`],
        minzoom: 0,
        maxzoom: BASEMAP_MAX_ZOOM,
        attribution: mapTexts.attribution,
      },
    },
    layers: [
      { id: 'basemap-sea', type: 'background', paint: { 'background-color': mapColours.sea } },
      { id: 'basemap-land', type: 'fill', source: 'basemap', 'source-layer': 'land', paint: { 'fill-color': mapColours.land } },
      {
        id: 'basemap-borders',
        type: 'line',
        source: 'basemap',
        'source-layer': 'borders',
        paint: { 'line-color': mapColours.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.6, 8, 1.4] },
      },
    ],
  };
  if (!detailedTiles) {
    style.layers.push(townLabels(24));
    return style;
  }
  style.sources.region = { type: 'vector', url: `pmtiles://${origin}${REGION_TILES_PATH}`, attribution: mapTexts.attributionDetailed };
  // From a region's zoom, Protomaps names the towns of its extract itself.
  style.layers.push(townLabels(BASEMAP_MAX_ZOOM - 1), ...regionLayers());
  return style;
}
