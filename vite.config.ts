import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One config for both builds: `vite build` makes the browser bundle with a manifest;
// `vite build --ssr` makes the server renderer the web process imports.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: 'src/web/public',
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  // React Router 7's package exports name only its development build (remix-run/react-router#12532,
  // #14753): the browser bundle carried its dev warnings and checks (458 B gzip of the first load,
  // evaluated before every hydration). Its production build has the same API and output.
  resolve: isSsrBuild
    ? undefined
    : {
        alias: [
          {
            find: /^react-router$/,
            replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)),
          },
        ],
      },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        ssr: 'src/web/app/entry-server.tsx',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        // The server renderer imports the shell's lazy parts statically on purpose (it renders them
        // in the first HTML); splitting does not matter for the server build, so the bundler's
        // INEFFECTIVE_DYNAMIC_IMPORT warning is no fault here and reads as an error to a new user.
        rollupOptions: { checks: { ineffectiveDynamicImport: false, bundlerTimings: false } },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: true,
        // A lazy screen's stylesheets must arrive with it (or it paints unstyled), but its scripts'
        // own imports the browser finds by itself: listing them all in the entry for preloading cost
        // 600 B gzip of hashed file names on every first load (decision 0024), while the server
        // already preloads the current screen's chunks from the manifest.
        modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
        rollupOptions: {
          input: 'src/web/app/entry-client.tsx',
          // PLUGIN_TIMINGS only says the build spent its time in plugins (a loaded machine makes that
          // likely); it is advice for plugin authors, printed in yellow on every `npm start`.
          checks: { bundlerTimings: false },
          // A module the entry imports is in the entry chunk whole, with every export that any lazy
          // chunk uses: texts.ts brought the login widget's, checkout's and the toasts' texts into
          // every first load, 830 B gzip. Inlining constants ('all'; the default 'smart' inlines only
          // in conditions) puts each text in the chunks that use it (docs/decisions/0024).
          optimization: { inlineConst: true },
          // The entry and everything it imports statically form one chunk, so the first load is one
          // script. Left to itself, the bundler splits what lazy screens share with the entry (React,
          // TanStack Query, texts) into six small chunks, which cost 5 KB more gzip to download.
          // Lazy chunks and stylesheets are named by their hash alone: the entry names every one it
          // may load (import() calls, the stylesheet list), and the readable part of each name was
          // about 150 B gzip of every first load once cart and checkout arrived (docs/decisions/0038).
          // The manifest and the source maps still say which source each file holds.
          output: {
            codeSplitting: { groups: [{ name: 'app', test: /src[\\/]web[\\/]app[\\/]entry-client\.tsx$/ }] },
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
          },
        },
      },
}));
