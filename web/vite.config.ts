import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app: sources and index.html in web/, built into web/dist (served by the API in production).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: 8802,
    strictPort: true,
    host: '127.0.0.1',
    // During development the API (npm run serve) answers /api and the tone studio.
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:8787', changeOrigin: false },
      '/tone-studio': { target: process.env.API_URL ?? 'http://127.0.0.1:8787', changeOrigin: false },
    },
  },
  preview: { port: 8802, strictPort: true, host: '127.0.0.1' },
});
