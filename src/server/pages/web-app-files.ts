/**
 * The files of a complete web app build (`npm run build`): the pages the server sends and the
 * functions it renders their first view with. The build checks them before it reuses a build;
 * the server is not ready while one is missing (src/server/pages/web-app.ts).
 */
export const WEB_APP_FILES = [
  'index.html',
  'agendar.html',
  'avaliar.html',
  'server/app-page.js',
  'server/booking-page.js',
] as const;
