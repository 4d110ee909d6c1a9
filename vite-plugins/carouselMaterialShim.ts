import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(new URL('../src/components/carouselMaterial.ts', import.meta.url));

/** Points the carousel's `@mui/material` import at a module exporting only IconButton and styled. */
export function carouselMaterialShim(): Plugin {
  return {
    name: 'lapin-carousel-material-shim',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@mui/material' && importer?.includes('react-material-ui-carousel')) return shim;
      return null;
    },
  };
}
