import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { themeBootScript } from './scripts/vite-theme-boot.ts';

/** scripts/build.ts builds into a new folder each time, then switches dist/ to it. */
const OUT_DIR = process.env.AGENDO_BUILD_OUT ?? '../../dist';
/*
 * The back office and the landing page. Two builds from this file: the app into dist/ (it runs
 * first and empties dist/), and — with `--ssr` — the function the server renders the public pages'
 * first view with, into dist/server/. The public booking page is built apart, with Preact:
 * vite.booking.config.ts.
 */
export default defineConfig(({ isSsrBuild }): UserConfig => ({
  root: 'src/web',
  build: isSsrBuild
    ? {
        outDir: `${OUT_DIR}/server`,
        emptyOutDir: false,
        rollupOptions: {
          input: { 'app-page': fileURLToPath(new URL('src/web/server-render.tsx', import.meta.url)) },
          output: { entryFileNames: '[name].js', chunkFileNames: 'app-page-[name]-[hash].js' },
        },
      }
    : {
        outDir: OUT_DIR,
        emptyOutDir: true,
        // scripts/report-bundle.ts reads the manifest to measure what the landing page loads.
        manifest: true,
        rollupOptions: {
          input: { main: fileURLToPath(new URL('src/web/index.html', import.meta.url)) },
        },
      },
  // Everything in one place for the server: it imports nothing from node_modules at run time.
  ssr: { noExternal: true },
  server: {
    proxy: {
      // `npm run dev` runs the API on :3000; AGENDO_API_URL points a second dev server elsewhere.
      '/api': process.env.AGENDO_API_URL ?? 'http://localhost:3000',
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    themeBootScript(),
    ...(isSsrBuild ? [] : [precompress(['.vite', 'server'])]),
    {
      // In development, /agendar/… is the public booking page's own entry, as the server sends it.
      name: 'agendo-booking-page-in-dev',
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          const pathname = request.url?.split('?')[0] ?? '';
          // A page of it, not one of its files (/agendar/… has no file names of its own).
          if (pathname.startsWith('/agendar/') && !/\.\w+$/.test(pathname)) request.url = '/agendar.html';
          next();
        });
      },
    },
    {
      // In development, /avaliar/… is the review pages' own entry, as the server sends it.
      name: 'agendo-review-pages-in-dev',
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          const pathname = request.url?.split('?')[0] ?? '';
          if (pathname.startsWith('/avaliar/') && !/\.\w+$/.test(pathname)) request.url = '/avaliar.html';
          next();
        });
      },
    },
  ],
}));
