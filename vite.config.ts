import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/vite-precompress-plugin';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  // The server's render (`vite build --ssr entry-server.tsx`, ADR 0075) is loaded by Node, never sent: no
  // compressed copies, no manifest, no public files; beside dist/web, where no one can download it.
  plugins: isSsrBuild ? [react(), tailwindcss()] : [react(), tailwindcss(), precompressPlugin()],
  // The manifest lets the server announce a page's lazily loaded chunks (server/app/web-app/route-preloads.ts).
  build: isSsrBuild
    ? { outDir: '../dist/web-ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : { outDir: '../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  // `npm run dev` (scripts/dev.mjs): Vite on DEV_WEB_PORT, the API it proxies on PORT.
  server: {
    port: Number(process.env.DEV_WEB_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
}));
