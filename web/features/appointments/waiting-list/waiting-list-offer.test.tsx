import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, SIGNED_IN, SIGNED_OUT, stubApi, withQueryClient } from '../booking/test-support';
import { JOIN_WAITING_LIST_LABEL } from './waiting-list-format';
import { WaitingListOffer } from './waiting-list-offer';

afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function ShowLocation() {
  const location = useLocation();
  return <p>Page&nbsp;: {`${location.pathname}${location.search}`}</p>;
}

function setup(options: { nextAvailableAt: string | null; signedIn: boolean; joined?: boolean }) {
  const api = stubApi([
    {
      method: 'GET',
      path: '/api/auth/client/session',
      handler: () => json(options.signedIn ? SIGNED_IN : SIGNED_OUT),
    },
    {
      method: 'GET',
      path: '/api/client/waiting-list',
      handler: () =>
        json({
          entries: options.joined
            ? [
                {
                  id: 4,
                  professionalId: 2,
                  professionalName: 'Maître Thomas Bernard',
                  specialty: 'Droit pénal',
                  city: 'Paris',
                  waitedFor: '2026-12-11T08:00:00.000Z',
                  joinedAt: '2026-11-25T08:00:00.000Z',
                },
              ]
            : [],
        }),
    },
    {
      method: 'POST',
      path: '/api/client/waiting-list',
      handler: () =>
        json(
          {
            error: {
              code: 'WAITING_LIST_FULL',
              message: 'Vous attendez déjà un créneau chez 20 professionnels.',
            },
          },
          409,
        ),
    },
  ]);
  render(
    withQueryClient(
      <MemoryRouter initialEntries={['/lawyer/2']}>
        <Routes>
          <Route
            path="/lawyer/:id"
            element={
              <WaitingListOffer
                professionalId={2}
                nextAvailableAt={options.nextAvailableAt}
                acceptsOnlineBooking
              />
            }
          />
          <Route path="*" element={<ShowLocation />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return { user: userEvent.setup(), api };
}

describe('WaitingListOffer', () => {
  it('is not offered when a slot is free within a week', () => {
    setup({ nextAvailableAt: inDays(3), signedIn: true });
    expect(screen.queryByRole('button', { name: JOIN_WAITING_LIST_LABEL })).toBeNull();
  });

  it('sends a visitor to sign in, to come back to the profile', async () => {
    const { user } = setup({ nextAvailableAt: inDays(12), signedIn: false });
    const button = await screen.findByRole('button', { name: JOIN_WAITING_LIST_LABEL });
    await vi.waitFor(() => expect(button).toBeEnabled(), { timeout: 5_000 });
    await user.click(button);
    expect(
      await screen.findByText('Page : /login?retour=%2Flawyer%2F2', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('says so to a client already on the list', async () => {
    setup({ nextAvailableAt: null, signedIn: true, joined: true });
    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent(
      'Vous êtes sur la liste d’attente',
    );
  });

  it('shows why joining was refused', async () => {
    const { user } = setup({ nextAvailableAt: null, signedIn: true });
    const button = await screen.findByRole('button', { name: JOIN_WAITING_LIST_LABEL });
    await vi.waitFor(() => expect(button).toBeEnabled(), { timeout: 5_000 });
    await user.click(button);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Vous attendez déjà un créneau chez 20 professionnels.',
    );
  });
});
