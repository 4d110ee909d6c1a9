import type { ComponentType } from 'react';
import CarouselImport from 'react-material-ui-carousel';
import type { CarouselProps } from 'react-material-ui-carousel/dist/components/types';

export type { CarouselProps };

// The package is CommonJS; Vite's interop may hand over its module object instead of the
// component ("Element type is invalid"). Import it only through this module.
const imported = CarouselImport as unknown as ComponentType<CarouselProps> & { default?: ComponentType<CarouselProps> };

export const Carousel: ComponentType<CarouselProps> = imported.default ?? imported;
