import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

export default defineConfig({
  root: 'src/web',
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    // scripts/report-bundle.ts reads the manifest to measure what the landing page loads.
    manifest: true,
    rollupOptions: {
      // The public booking page (/agendar/…) is built apart, with Preact: vite.booking.config.ts.
      input: { main: fileURLToPath(new URL('src/web/index.html', import.meta.url)) },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    precompress(['.vite']),
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
  ],
});
