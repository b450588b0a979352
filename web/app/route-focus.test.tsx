import { act, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_START_ATTRIBUTE } from '../shared/focus/page-start';
import { focusNewPage, RouteFocus } from './route-focus';

function Layout() {
  return (
    <>
      <nav>
        <Link to="/a">Page A</Link>
        <Link to="/b">Page B</Link>
        <Link to="/b?tri=nom">Page B triée</Link>
        <Link to="/b#suite">Suite de B</Link>
        <Link to="/formulaire">Formulaire</Link>
        <Link to="/lente">Page lente</Link>
      </nav>
      <main>
        <Outlet />
      </main>
      <RouteFocus />
    </>
  );
}

function FormPage() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <h1>Formulaire</h1>
      <label>
        Nom
        <input ref={ref} />
      </label>
    </>
  );
}

/** A page whose heading comes once its data has arrived. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    document.title = 'Page lente | JurisRDV';
    const timer = window.setTimeout(() => setReady(true), 100);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? <h1>Page lente</h1> : <p>Chargement…</p>;
}

function renderApp(initial = '/a') {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: 'a', element: <h1>Page A</h1> },
          {
            path: 'b',
            element: (
              <>
                <h1>Page B</h1>
                <h2 id="suite">Suite</h2>
              </>
            ),
          },
          { path: 'formulaire', element: <FormPage /> },
          { path: 'lente', element: <SlowPage /> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RouteFocus', () => {
  it('leaves the first page of a visit alone', () => {
    renderApp();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves the focus from the link followed to the new page’s h1, quietly focusable, without scrolling', async () => {
    const router = renderApp();
    const link = screen.getByRole('link', { name: 'Page B' });
    link.focus();
    const focusSpy = vi.spyOn(HTMLElement.prototype, 'focus');
    await act(() => router.navigate('/b'));
    const heading = screen.getByRole('heading', { level: 1, name: 'Page B' });
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveAttribute(PAGE_START_ATTRIBUTE);
    expect(focusSpy).toHaveBeenCalledWith({ preventScroll: true });
    focusSpy.mockRestore();
  });

  it('does not move the focus for a new query string or an anchor of the same page', async () => {
    const router = renderApp('/b');
    const sorted = screen.getByRole('link', { name: 'Page B triée' });
    sorted.focus();
    await act(() => router.navigate('/b?tri=nom'));
    expect(document.activeElement).toBe(sorted);
    await act(() => router.navigate('/a'));
    const anchor = screen.getByRole('link', { name: 'Suite de B' });
    anchor.focus();
    await act(() => router.navigate('/b#suite'));
    // The anchor's page scrolls to and focuses its target itself.
    expect(document.activeElement).toBe(anchor);
  });

  it('leaves the focus in a field the new page focused itself', async () => {
    const router = renderApp();
    await act(() => router.navigate('/formulaire'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nom' }));
  });

  it('waits on <main>, saying the page’s title, until a loading page shows its h1', async () => {
    vi.useFakeTimers();
    const router = renderApp();
    await act(() => router.navigate('/lente'));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.getByRole('status')).toHaveTextContent('Page lente | JurisRDV');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Page lente' }));
  });

  it('says nothing when the focus lands on the h1, which a screen reader reads itself', async () => {
    const router = renderApp();
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('focusNewPage', () => {
  function page(html: string): Document {
    document.body.innerHTML = html;
    return document;
  }

  it('does not take the focus back once the person has moved it while the page loads', async () => {
    vi.useFakeTimers();
    const root = page('<main><p>Chargement...</p></main><button>Ailleurs</button>');
    const announce = vi.fn();
    const stop = focusNewPage(root, { announce, timeoutMs: 1_000 });
    expect(root.activeElement).toBe(root.querySelector('main'));
    (root.querySelector('button') as HTMLButtonElement).focus();
    root.querySelector('main')?.insertAdjacentHTML('beforeend', '<h1>Arrivé</h1>');
    await vi.advanceTimersByTimeAsync(0);
    expect(root.activeElement).toBe(root.querySelector('button'));
    stop();
  });

  it('leaves what the new page focused in its content, a linked appointment for one', () => {
    const root = page('<main><h1>Mon espace</h1><article tabindex="-1">Rendez-vous</article></main>');
    const article = root.querySelector('article') as HTMLElement;
    article.focus();
    focusNewPage(root, { announce: vi.fn() });
    expect(root.activeElement).toBe(article);
  });

  it('never leaves a modal dialog', () => {
    const root = page('<main><h1>Page</h1></main><div role="dialog"><button>Dans la fenêtre</button></div>');
    const inside = root.querySelector('[role="dialog"] button') as HTMLButtonElement;
    inside.focus();
    focusNewPage(root, { announce: vi.fn() });
    expect(root.activeElement).toBe(inside);
  });

  it('ignores a heading hidden behind a modal dialog', () => {
    const root = page('<main aria-hidden="true"><h1>Derrière</h1></main><main><h1>Devant</h1></main>');
    focusNewPage(root, { announce: vi.fn() });
    expect(root.activeElement?.textContent).toBe('Devant');
  });

  it('names a page that never shows a heading', async () => {
    vi.useFakeTimers();
    const root = page('<nav><a href="/x">Lien</a></nav>');
    root.title = 'Sans titre | JurisRDV';
    const announce = vi.fn();
    focusNewPage(root, { announce, timeoutMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(announce).toHaveBeenCalledWith('Sans titre | JurisRDV');
  });
});
