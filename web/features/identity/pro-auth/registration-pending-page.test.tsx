import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { RegistrationPendingPage } from './registration-pending-page';

const FACTS: TSiteFacts = {
  supportEmail: 'contact@jurisrdv.fr',
  emailDelivery: false,
  secureTransport: false,
  videoHost: 'meet.jit.si',
  publicProfessionalCount: 3,
  demoMode: true,
  publicCommuneCount: 2,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWith(facts: TSiteFacts) {
  stubApi([{ method: 'GET', path: '/api/site/facts', handler: () => json(facts) }]);
  render(withQueryClient(<MemoryRouter>{<RegistrationPendingPage />}</MemoryRouter>));
}

describe('RegistrationPendingPage', () => {
  it('promises no delay, and an e-mail only where e-mails really leave', async () => {
    renderWith({ ...FACTS, emailDelivery: true });
    expect(await screen.findByText(/Vous recevrez un e-mail dès que ce sera fait/)).toBeVisible();
    expect(document.body).not.toHaveTextContent(/24 ?h/);
  });

  it('says the result shows in the workspace when no e-mail can leave', async () => {
    renderWith(FACTS);
    expect(await screen.findByText(/Le résultat s’affichera dans votre espace/)).toBeVisible();
    expect(document.body).not.toHaveTextContent(/Vous recevrez un e-mail/);
  });
});
