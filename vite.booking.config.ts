import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { themeBootScript } from './scripts/vite-theme-boot.ts';

/** scripts/build.ts builds into a new folder each time, then switches dist/ to it. */
const OUT_DIR = process.env.AGENDO_BUILD_OUT ?? '../../dist';
/*
 * The public booking page (/agendar/…) and the review pages (/avaliar/…), built apart from the
 * back office (vite.config.ts) with Preact in place of React (docs/decisions/0013): the same
 * components, a tenth of the runtime. Two builds from this file: the pages' scripts and
 * stylesheets into dist/ (beside the back office's: agendar.html, avaliar.html), and — with
 * `--ssr` — the function the server renders the booking page's first view with, into dist/server/.
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

/** `--mode reviews` builds the review pages alone; the booking page's build runs it by itself right after. */
const REVIEW_PAGES_MODE = 'reviews';

/**
 * The review pages (/avaliar/…, src/web/avaliar.html) run on the booking page's runtime and
 * components. Built in one bundle with it they would share a chunk, and the booking page would
 * load two files and more than its budget; so once the booking page's files are written, this
 * builds the review pages from this same file, on their own, into the same folder.
 */
function thenTheReviewPages(): Plugin {
  let outDir = '';
  return {
    name: 'agendo-review-pages-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({ configFile: fileURLToPath(import.meta.url), mode: REVIEW_PAGES_MODE, build: { outDir } });
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }): UserConfig => {
  const reviewPages = mode === REVIEW_PAGES_MODE;
  const page = reviewPages ? 'avaliar' : 'agendar';
  return {
    root: 'src/web',
    resolve: { alias: preact },
    build: isSsrBuild
      ? ({
          outDir: `${OUT_DIR}/server`,
          // The back office's build emptied dist/; its server render is written here too.
          emptyOutDir: false,
          rollupOptions: {
            input: { 'booking-page': fileURLToPath(new URL('src/web/booking/server-render.tsx', import.meta.url)) },
            output: { entryFileNames: '[name].js' },
            onLog: quietDirectives,
          },
        } satisfies BuildOptions)
      : ({
          outDir: OUT_DIR,
          // The back office's build (vite.config.ts) runs first and empties dist/.
          emptyOutDir: false,
          manifest: reviewPages ? '.vite/review-manifest.json' : '.vite/booking-manifest.json',
          // The few parts loaded later (the performance monitor, the waitlist) import plain: Vite's
          // preload helper would weigh on the first script more than the round trip it saves them.
          modulePreload: false,
          rollupOptions: {
            input: { [page]: fileURLToPath(new URL(`src/web/${page}.html`, import.meta.url)) },
            onLog: quietDirectives,
          },
        } satisfies BuildOptions),
    // Everything in one file for the server: it imports nothing at run time.
    ssr: { noExternal: true },
    plugins: [
      tailwindcss(),
      themeBootScript(),
      ...(isSsrBuild ? [] : [precompress(['server', '.vite'])]),
      ...(isSsrBuild || reviewPages ? [] : [thenTheReviewPages()]),
    ],
  };
});
