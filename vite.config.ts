import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    // scripts/report-bundle.ts reads the manifest to measure what the landing page loads.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
