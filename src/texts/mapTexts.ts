// French copy of the trip's map (issue 39): its name, its markers, its credits and MapLibre's controls.

export const mapTexts = {
  title: 'Carte du voyage',
  loading: 'Chargement de la carte…',
  failed: "La carte n'a pas pu s'afficher. Le voyage reste lisible jour par jour.",
  step: (label: string, count: number) => `${label} : ${count} ${count > 1 ? 'éléments' : 'élément'}`,
  /** Steps drawn as one marker until the map zooms in on them. */
  group: (labels: readonly string[], count: number) => `${labels.slice(0, -1).join(', ')} et ${labels.at(-1)} : ${count} éléments, zoomer pour les séparer`,
  /** Voyage's first map, drawn before MapLibre: steps too close to tell apart open a list. */
  groupList: (labels: readonly string[], count: number) => `${labels.slice(0, -1).join(', ')} et ${labels.at(-1)} : ${count} éléments, choisir une étape`,
  /** A trip with no position yet: nothing to draw. */
  empty: "Aucune étape sur la carte pour l'instant.",
  latest: 'Ils sont ici',
  latestAt: (label: string) => `Ils sont ici : ${label}`,
  /** The data's credits, as their licences ask: Natural Earth (public domain, credit welcome) and GeoNames (CC BY). */
  attribution: '© Natural Earth · © GeoNames',
  /** A Protomaps extract is OpenStreetMap data (ODbL). */
  attributionDetailed: '© OpenStreetMap · Protomaps',
  /** MapLibre's own labels for its controls, by its keys. */
  controls: {
    'AttributionControl.ToggleAttribution': 'Afficher ou masquer les sources',
    'Map.Title': 'Carte du voyage',
    'Marker.Title': 'Repère',
    'NavigationControl.ResetBearing': 'Remettre le nord en haut',
    'NavigationControl.ZoomIn': 'Zoomer',
    'NavigationControl.ZoomOut': 'Dézoomer',
    'CooperativeGesturesHandler.MobileHelpText': 'Déplacez la carte avec deux doigts',
  } as Record<string, string>,
};
