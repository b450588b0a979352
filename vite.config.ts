import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressPlugin } from './scripts/vite-precompress-plugin';

/**
 * The page is drawn by the server (ADR 0075): its scripts only hydrate it, so they are fetched at low priority and
 * leave the bandwidth to the style sheet and the page's images (ADR 0075, issue 30).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'jurisrdv-low-priority-scripts',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll(
            '<link rel="modulepreload" crossorigin',
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          )
          .replace(
            '<script type="module" crossorigin',
            '<script type="module" fetchpriority="low" crossorigin',
          ),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  // The server's render (`vite build --ssr entry-server.tsx`, ADR 0075) is loaded by Node, never sent: no
  // compressed copies, no manifest, no public files; beside dist/web, where no one can download it.
  plugins: isSsrBuild
    ? [react(), tailwindcss()]
    : [react(), tailwindcss(), lowPriorityScripts(), precompressPlugin()],
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
