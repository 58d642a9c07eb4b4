import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The app is served from the same origin as the API (CloudFront, or the local gateway), so the dev
// server proxies /functions and /config.json to a running `npm start`.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // The browser shares the API's contracts (types and constants only: see lambdas/contracts/constants.ts).
  resolve: { alias: { '@contracts': fileURLToPath(new URL('../lambdas/contracts', import.meta.url)) } },
  // Source maps are made for debugging but not referenced by the bundles, and never deployed (lib/web-build.ts).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden', target: 'es2022' },
  server: { proxy: { '/functions': 'http://localhost:3000', '/config.json': 'http://localhost:3000' } },
});
