import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** Imports flow one way: web → contracts, core; server → contracts, core; core → nothing of ours. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const layer = (name, message, except = []) => ({
  group: [`**/${name}/**`, `**/${name}`, ...except.map((path) => `!${path}`)],
  message,
});

/**
 * A feature (src/web/features/<name>/) imports no other feature: what two features share lives in
 * src/web/lib, src/web/components or src/web/app. Relative paths are resolved, so '../../clients/…'
 * is caught as surely as a path that names the folder; src/web/app (the shell that routes to the
 * features' pages) is no feature.
 */
const FEATURES = resolve(import.meta.dirname, 'src/web/features');
const featureOf = (path) => {
  const inside = relative(FEATURES, path);
  return inside === '' || inside.startsWith('..') || isAbsolute(inside) ? null : inside.split(sep)[0];
};
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      otherFeature:
        'The {{own}} feature imports the {{other}} feature: move what both need to src/web/lib, src/web/components or src/web/app.',
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.type === 'Literal' ? node.source.value : undefined;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const other = featureOf(resolve(dirname(context.filename), source));
      if (other && other !== own)
        context.report({ node: node.source, messageId: 'otherFeature', data: { own, other } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * The public pages: the booking page (src/web/booking) and the review pages (src/web/review) are
 * entries of their own, light, on Preact (docs/architecture.md). What both use lives in
 * src/web/public-pages; neither entry imports the other, and none of the three imports the back
 * office (its shell, features, requests, session, i18next and its texts, its components outside
 * components/ui) — the web-wide toolbox (components/ui, lib's helpers), contracts and core they share.
 */
const WEB = resolve(import.meta.dirname, 'src/web');
const PUBLIC_ZONES = { booking: ['review'], review: ['booking'], 'public-pages': ['booking', 'review'] };
const BACK_OFFICE_FILES = [
  'app/',
  'features/',
  'lib/api/',
  'lib/api-fetch.ts',
  'lib/auth-client.ts',
  'lib/forms.ts',
  'lib/query-client.ts',
  'lib/session/',
  'lib/site-content/',
  'lib/toast.ts',
  'i18n/i18n.ts',
  'i18n/back-office',
  'main.tsx',
  'server-render.tsx',
];
const BACK_OFFICE_PACKAGES = ['i18next', 'react-i18next', '@tanstack/react-query', 'react-router', 'radix-ui'];
const webPathOf = (path) => {
  const inside = relative(WEB, path).split(sep).join('/');
  return inside === '' || inside.startsWith('..') || isAbsolute(inside) ? null : inside;
};
const isBackOffice = (inside) =>
  BACK_OFFICE_FILES.some((start) => inside.startsWith(start)) ||
  (inside.startsWith('components/') && !inside.startsWith('components/ui/'));
const publicPageBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      otherEntry: '{{own}} imports {{other}}: what the public pages share lives in src/web/public-pages.',
      backOffice: '{{own}} is a public page: it imports nothing of the back office ({{source}}).',
    },
  },
  create(context) {
    const ownPath = webPathOf(context.filename);
    const own = ownPath?.split('/')[0];
    if (!own || !(own in PUBLIC_ZONES)) return {};
    const check = (node) => {
      const source = node.source?.type === 'Literal' ? node.source.value : undefined;
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (BACK_OFFICE_PACKAGES.some((name) => source === name || source.startsWith(`${name}/`)))
          context.report({ node: node.source, messageId: 'backOffice', data: { own, source } });
        return;
      }
      const inside = webPathOf(resolve(dirname(context.filename), source));
      if (inside === null) return;
      const other = inside.split('/')[0];
      if (PUBLIC_ZONES[own].includes(other))
        context.report({ node: node.source, messageId: 'otherEntry', data: { own, other } });
      else if (isBackOffice(inside))
        context.report({ node: node.source, messageId: 'backOffice', data: { own, source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/', '.builds/', '.dist-*/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/core/**'],
    rules: restrict([
      layer('server', 'core is pure: it imports nothing of ours.'),
      layer('web', 'core is pure: it imports nothing of ours.'),
      layer('contracts', 'core is pure: it imports nothing of ours.'),
    ]),
  },
  {
    files: ['src/contracts/**'],
    rules: restrict([
      layer('server', 'contracts are shared with the browser.'),
      layer('web', 'contracts are shared with the server.'),
    ]),
  },
  {
    files: ['src/server/**'],
    rules: restrict([layer('web', 'The server never imports the web app.')]),
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([layer('server', 'The web app never imports the server: use the contracts.', ['react-dom/server'])]),
    },
  },
  {
    files: ['src/web/**'],
    plugins: {
      agendo: { rules: { 'feature-boundaries': featureBoundaries, 'public-page-boundaries': publicPageBoundaries } },
    },
  },
  {
    files: ['src/web/features/**'],
    rules: { 'agendo/feature-boundaries': 'error' },
  },
  {
    files: ['src/web/booking/**', 'src/web/review/**', 'src/web/public-pages/**'],
    rules: { 'agendo/public-page-boundaries': 'error' },
  },
);
