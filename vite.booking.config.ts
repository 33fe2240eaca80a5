import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { themeBootScript } from './scripts/vite-theme-boot.ts';

/*
 * The public booking page (/agendar/…), built apart from the back office (vite.config.ts) with
 * Preact in place of React (docs/decisions/0013): the same components, a tenth of the runtime.
 * Two builds from this file: the page's script and stylesheet into dist/ (beside the back
 * office's), and — with `--ssr` — the function the server renders the page's first view with,
 * into dist/server/.
 */
const preact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

type BuildOptions = NonNullable<UserConfig['build']>;

/** lucide-react's "use client" means nothing here (no server components). */
const quietDirectives: NonNullable<BuildOptions['rollupOptions']>['onLog'] = (level, log, handler) => {
  if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
};

export default defineConfig(({ isSsrBuild }): UserConfig => ({
  root: 'src/web',
  resolve: { alias: preact },
  build: isSsrBuild
    ? ({
        outDir: '../../dist/server',
        // The back office's build emptied dist/; its server render is written here too.
        emptyOutDir: false,
        rollupOptions: {
          input: { 'booking-page': fileURLToPath(new URL('src/web/booking/server-render.tsx', import.meta.url)) },
          output: { entryFileNames: '[name].js' },
          onLog: quietDirectives,
        },
      } satisfies BuildOptions)
    : ({
        outDir: '../../dist',
        // The back office's build (vite.config.ts) runs first and empties dist/.
        emptyOutDir: false,
        manifest: '.vite/booking-manifest.json',
        rollupOptions: { input: { agendar: fileURLToPath(new URL('src/web/agendar.html', import.meta.url)) }, onLog: quietDirectives },
      } satisfies BuildOptions),
  // Everything in one file for the server: it imports nothing at run time.
  ssr: { noExternal: true },
  plugins: [tailwindcss(), themeBootScript(), ...(isSsrBuild ? [] : [precompress(['server', '.vite'])])],
}));
