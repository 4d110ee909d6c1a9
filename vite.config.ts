import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { product } from './shared/product.ts';

const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`;

// The page title derives from PRODUCT_NAME like every other product name.
function productTitle(): Plugin {
  return {
    name: 'lapin-product-title',
    transformIndexHtml: (html) => html.replace('%PRODUCT_TITLE%', product.title),
  };
}

export default defineConfig({
  plugins: [react(), productTitle()],
  optimizeDeps: {
    // Found late (in the lazily loaded slideshow), these make Vite re-bundle mid-run and load
    // React twice; list them up front.
    include: [
      '@mui/icons-material/NavigateNext',
      '@mui/icons-material/NavigateBefore',
      '@mui/icons-material/ArrowBack',
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    // `npm run dev` serves the client with hot reload while `npm start` runs the API.
    proxy: {
      '/api': apiTarget,
      [product.socketPath]: { target: apiTarget, ws: true },
    },
  },
});
