// Viewports a story can ask for; the Vitest addon resizes the test browser to the chosen one.
export const storyViewports = {
  phone: { name: 'Téléphone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  phoneLandscape: { name: 'Téléphone couché (844 × 390)', styles: { width: '844px', height: '390px' }, type: 'mobile' },
  desktop: { name: 'Ordinateur (1024 × 768)', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
} as const;

export const phoneViewport = { viewport: { value: 'phone' } } as const;
export const phoneLandscapeViewport = { viewport: { value: 'phoneLandscape' } } as const;
