import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSessionResponse, TStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { makeStaffSession, makeStaffSummary } from '../firms/staff-test-fixtures';
import { ProLoginPage } from './pro-login-page';

afterEach(() => vi.unstubAllGlobals());

const USER = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'zoe.durand@example.com',
  firstName: 'Zoé',
  lastName: 'Durand',
  name: 'Zoé Durand',
  emailVerified: true,
};

function staffSession(role: TStaffSummary['role']): TSessionResponse {
  return makeStaffSession(makeStaffSummary(role));
}

async function signIn(answer: TSessionResponse) {
  stubApi([{ method: 'POST', path: '/api/auth/pro/login', handler: () => json(answer) }]);
  const router = createMemoryRouter(
    [
      { path: '/pro/login', element: <ProLoginPage /> },
      { path: '/pro/dashboard', element: <h1>Tableau de bord</h1> },
      { path: '/pro/dashboard/planning', element: <h1>Planning</h1> },
      { path: '/pro/dashboard/payments', element: <h1>Factures et paiements</h1> },
    ],
    { initialEntries: ['/pro/login'] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), USER.email);
  await user.type(screen.getByLabelText('Mot de passe'), 'une phrase longue et sûre');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('ProLoginPage', () => {
  it('opens the planning to an assistant', async () => {
    await signIn(staffSession('assistant'));
    expect(await screen.findByRole('heading', { name: 'Planning' })).toBeVisible();
  });

  it('opens the invoices to an accountant', async () => {
    await signIn(staffSession('accountant'));
    expect(await screen.findByRole('heading', { name: 'Factures et paiements' })).toBeVisible();
  });

  it('opens the home to a lawyer', async () => {
    await signIn({ user: { ...USER, role: 'professional' }, professional: null });
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  });
});
