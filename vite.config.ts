import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/vite-precompress-plugin';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompressPlugin()],
  // The manifest lets the server announce a page's lazily loaded chunks (server/web-app/route-preloads.ts).
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
