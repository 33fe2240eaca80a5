import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    // scripts/report-bundle.ts reads the manifest to measure what the landing page and the public
    // booking page load.
    manifest: true,
    rollupOptions: {
      // The public booking page (/agendar/…) is its own light entry: no router, no back office.
      input: {
        main: fileURLToPath(new URL('src/web/index.html', import.meta.url)),
        agendar: fileURLToPath(new URL('src/web/agendar.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
