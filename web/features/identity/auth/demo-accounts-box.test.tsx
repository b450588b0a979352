import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import {
  json,
  newQueryClient,
  stubApi,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { DemoAccountsBox } from './demo-accounts-box';

const FACTS: TSiteFacts = {
  supportEmail: 'contact@jurisrdv.fr',
  emailDelivery: false,
  secureTransport: false,
  videoHost: 'meet.jit.si',
  demoMode: true,
  publicProfessionalCount: 450,
  publicCommuneCount: 40,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWith(facts: TSiteFacts, space: 'client' | 'pro' = 'client') {
  stubApi([{ method: 'GET', path: '/api/site/facts', handler: () => json(facts) }]);
  const client = newQueryClient();
  const view = render(
    withQueryClient(
      <div>
        <h1>Connexion</h1>
        <DemoAccountsBox space={space} />
      </div>,
      client,
    ),
  );
  return { ...view, client };
}

describe('DemoAccountsBox', () => {
  it('lists the demo accounts and their password in demo mode', async () => {
    renderWith(FACTS);
    expect(await screen.findByText('Comptes de démonstration')).toBeInTheDocument();
    expect(screen.getByText('marie.dubois@example.com')).toBeInTheDocument();
    expect(screen.getByText('demo-2025')).toBeInTheDocument();
  });

  it('lists the firm’s members in the professional space, with the assistant’s authenticator key', async () => {
    renderWith(FACTS, 'pro');
    expect(await screen.findByText('Comptes de démonstration')).toBeInTheDocument();
    for (const email of [
      'sophie.martin@example.com',
      'antoine.lambert@example.com',
      'julie.lefevre@example.com',
      'thomas.bernard@example.com',
      'camille.petit@example.com',
    ]) {
      expect(screen.getByText(email)).toBeInTheDocument();
    }
    expect(screen.getByText(/associée du Cabinet Martin Avocats/)).toBeInTheDocument();
    expect(screen.getByText('JURISRDVDEMOJULIELEFEVREASSISTAN')).toBeInTheDocument();
    expect(screen.queryByText('marie.dubois@example.com')).not.toBeInTheDocument();
  });

  it('shows nothing on a real deployment, where those accounts do not exist', async () => {
    const { container, client } = renderWith({ ...FACTS, demoMode: false, secureTransport: true });
    // Once the facts have arrived, still no box.
    await vi.waitFor(() => expect(client.getQueryState(['site', 'facts'])?.status).toBe('success'));
    expect(screen.queryByText('Comptes de démonstration')).not.toBeInTheDocument();
    expect(container.textContent).not.toContain('demo-2025');
  });
});
