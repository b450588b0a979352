import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/vite-precompress-plugin';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompressPlugin()],
  // The manifest lets the server announce a page's lazily loaded chunks (server/app/web-app/route-preloads.ts).
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  // `npm run dev` (scripts/dev.mjs): Vite on DEV_WEB_PORT, the API it proxies on PORT.
  server: {
    port: Number(process.env.DEV_WEB_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
