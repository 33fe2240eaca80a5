import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports flow one way: web → contracts, core; server → contracts, core; core → nothing of ours. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const layer = (name, message, except = []) => ({ group: [`**/${name}/**`, `**/${name}`, ...except.map((path) => `!${path}`)], message });

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/'] },
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
    rules: restrict([layer('server', 'contracts are shared with the browser.'), layer('web', 'contracts are shared with the server.')]),
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
);
