import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

type ModuleInfo = { importedIds: readonly string[] } | null;

/**
 * Everything the entry imports statically goes in the entry's own chunk: the first load is one
 * script, not five (each extra chunk costs a request and compresses worse). What loads on demand
 * (dialogs, pages, sign-in, payments) keeps its own chunks.
 */
function initialChunk(id: string, { getModuleInfo }: { getModuleInfo: (id: string) => ModuleInfo }) {
  initial ??= (() => {
    const reached = new Set<string>();
    const queue = [fileURLToPath(new URL('src/main.tsx', import.meta.url))];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(...(getModuleInfo(next)?.importedIds ?? []));
    }
    return reached;
  })();
  return initial.has(id) ? 'index' : undefined;
}
let initial: Set<string> | undefined;

// The app is served from the same origin as the API (CloudFront, or the local gateway), so the dev
// server proxies /functions and /config.json to a running `npm start`.
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react()],
  // The browser shares the API's contracts (types and constants only: see lambdas/contracts/constants.ts).
  resolve: {
    alias: [
      { find: '@contracts', replacement: fileURLToPath(new URL('../lambdas/contracts', import.meta.url)) },
      // React 19 has useSyncExternalStore: wouter's import of the old shim gets React's own (web/src/lib/sync-external-store.ts).
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(new URL('src/lib/sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps are made for debugging but not referenced by the bundles, and never deployed (lib/web-build.ts).
    sourcemap: 'hidden',
    target: 'es2022',
    // No preload helper: it put every lazy chunk's list of dependencies (and a polyfill) into the
    // initial JavaScript. A lazy chunk's own imports then load one step later, on first use only:
    // the service worker precaches every chunk, and the boot script preloads the initial ones.
    modulePreload: false,
    // Tells the web build which chunk imports which (web/scripts/build.mts reads it, then deletes it: never deployed).
    manifest: true,
    // The prerender's build (web/scripts/build.mts) is one file: each language's page imports it afresh.
    rolldownOptions: { output: isSsrBuild ? { codeSplitting: false } : { manualChunks: initialChunk } },
  },
  server: { proxy: { '/functions': 'http://localhost:3000', '/config.json': 'http://localhost:3000' } },
}));
