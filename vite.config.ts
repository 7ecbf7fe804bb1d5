import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Tool configs may read process.env (the app itself reads it only in src/server/config.ts).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // The bundle-budget test reads the manifest to find what a first visit to / downloads.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
