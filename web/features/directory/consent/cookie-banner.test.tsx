import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_BANNER_DELAY_MS } from '#domain/directory/consent/cookie-consent.ts';
import { openCookieSettings } from './consent-store';
import { CookieBanner } from './cookie-banner';

vi.mock('./analytics-loader', () => ({ loadAnalytics: vi.fn() }));

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <main>
              <h1>Accueil</h1>
              <label>
                Ville
                <input />
              </label>
              <button type="button" onClick={openCookieSettings}>
                Gérer les cookies
              </button>
            </main>
            <CookieBanner />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

async function bannerAppears() {
  await act(() => vi.advanceTimersByTimeAsync(CONSENT_BANNER_DELAY_MS));
  return screen.getByRole('region', { name: 'Gestion des cookies' });
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('CookieBanner focus', () => {
  it('never takes the focus when it appears; reached with Tab, it gives it back after « Tout refuser »', async () => {
    renderPage();
    const manage = screen.getByRole('button', { name: 'Gérer les cookies' });
    manage.focus();
    await bannerAppears();
    expect(document.activeElement).toBe(manage);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'En savoir plus' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tout refuser' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Gestion des cookies' })).toBeNull();
    expect(document.activeElement).toBe(manage);
  });

  it('leaves a field being typed in alone', async () => {
    renderPage();
    const field = screen.getByRole('textbox', { name: 'Ville' });
    field.focus();
    await bannerAppears();
    expect(document.activeElement).toBe(field);
  });

  it('leaves the focus nowhere when nothing had it, and sends it to the page’s h1 after « Tout accepter »', async () => {
    renderPage();
    await bannerAppears();
    expect(document.activeElement).toBe(document.body);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Accueil' }));
  });

  it('follows « Personnaliser » and « Retour », and comes back when reopened', async () => {
    renderPage();
    await bannerAppears();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    expect(document.activeElement).toBe(screen.getByRole('switch', { name: 'Cookies analytiques' }));
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Personnaliser' }));
    await user.click(screen.getByRole('button', { name: 'Tout refuser' }));

    const manage = screen.getByRole('button', { name: 'Gérer les cookies' });
    await user.click(manage);
    const banner = screen.getByRole('region', { name: 'Gestion des cookies' });
    expect(document.activeElement).toBe(banner);
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(document.activeElement).toBe(manage);
  });
});
