import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_RENDERED_ATTRIBUTE } from '#domain/kernel/routing/server-rendered-pages.ts';
import { App } from './app/app';
import { readPageInitialData } from './app/initial-data-cache';
import { createAppQueryClient } from './app/query-client';
import { createAppRouter, loadInitialLazyRoutes } from './app/router';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');
const root = rootElement;

const queryClient = createAppQueryClient(readPageInitialData(document));

if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  // The server drew the page (ADR 0075): its route's module is loaded first, so the router's first
  // render is the page itself and not the loading fallback, and React adopts the server's HTML.
  void loadInitialLazyRoutes(window.location).then(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={createAppRouter()} queryClient={queryClient} />
      </StrictMode>,
      {
        // Named so that the end-to-end tests recognise it (e2e/support/hydration.ts): React then draws the page again.
        onRecoverableError(error, info) {
          console.error('Hydratation :', error, info.componentStack ?? '');
        },
      },
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} queryClient={queryClient} />
    </StrictMode>,
  );
}
