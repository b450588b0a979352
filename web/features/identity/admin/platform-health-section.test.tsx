import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_JOB_NAMES, BACKGROUND_JOBS } from '#domain/kernel/operations/background-jobs.ts';
import type { TPlatformHealthResponse } from '#domain/kernel/operations/platform-health-schemas.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { PlatformHealthSection } from './platform-health-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CHECKED_AT = '2026-11-28T19:00:00.000Z';

function report(overrides: Partial<TPlatformHealthResponse> = {}): TPlatformHealthResponse {
  return {
    checkedAt: CHECKED_AT,
    deployment: { emailDelivery: false, smsHost: null, onlinePayments: true, videoHost: 'meet.jit.si' },
    outboxes: [
      { channel: 'email', pending: 3, scheduled: 12, failed: 1, oldestPendingAgeSeconds: 420 },
      { channel: 'sms', pending: 0, scheduled: 2, failed: 0, oldestPendingAgeSeconds: null },
    ],
    deliveryErrors: [
      {
        channel: 'email',
        id: 7,
        recipient: 'echec@example.com',
        subject: 'Votre rendez-vous est confirmé',
        status: 'failed',
        attempts: 5,
        lastError: 'Error\u00a0: connect ECONNREFUSED',
        createdAt: '2026-11-28T18:00:00.000Z',
      },
      {
        channel: 'sms',
        id: 9,
        recipient: '+33612345678',
        subject: null,
        status: 'pending',
        attempts: 2,
        lastError: 'Error\u00a0: SMS refusé par le fournisseur (500)',
        createdAt: '2026-11-28T18:55:00.000Z',
      },
    ],
    jobs: BACKGROUND_JOB_NAMES.map((name) => ({
      name,
      label: BACKGROUND_JOBS[name],
      lastRunAt: name === 'retention-purge' ? '2026-11-28T18:30:00.000Z' : null,
      lastSuccessAt: name === 'retention-purge' ? '2026-11-28T17:30:00.000Z' : null,
      lastDurationMs: name === 'retention-purge' ? 1_250 : null,
      lastFailureAt: name === 'retention-purge' ? '2026-11-28T18:30:00.000Z' : null,
      lastError: name === 'retention-purge' ? 'disque plein' : null,
      lastInstance: name === 'retention-purge' ? 'web-2:4242' : null,
    })),
    instance: {
      name: 'web-1:1234',
      cacheInvalidation: 'listening',
      notifications: 'not-started',
      openStreams: 4,
    },
    ...overrides,
  };
}

describe('PlatformHealthSection', () => {
  it('shows the outboxes, the delivery errors without bodies, the jobs and this instance, with named tables', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/platform-health', handler: () => json(report()) }]);
    render(withQueryClient(<PlatformHealthSection />));
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de l’état de la plateforme…');

    const section = screen.getByRole('region', { name: 'Santé de la plateforme' });
    const outboxes = await within(section).findByRole('table', { name: /Messages en attente d’envoi/ });
    const emails = within(outboxes).getByRole('row', { name: /E-mails/ });
    expect(
      within(emails)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '12', '1', 'depuis 7\u00a0min']);
    expect(within(outboxes).getByRole('row', { name: /SMS/ })).toHaveTextContent('Aucun message dû');

    const errors = within(section).getByRole('table', { name: /dernière tentative a échoué/ });
    // Testing Library reads no-break spaces as spaces.
    expect(within(errors).getByText('E-mail « Votre rendez-vous est confirmé »')).toBeVisible();
    expect(within(errors).getByText('Error : connect ECONNREFUSED')).toBeVisible();
    expect(within(errors).getByText(/il y a 1 h 00/)).toBeVisible();
    expect(
      within(errors).getByRole('button', { name: 'Renvoyer l’e-mail à echec@example.com' }),
    ).toBeEnabled();
    // A message still being retried has no « Renvoyer »: the worker tries it again by itself.
    const sms = within(errors).getByRole('row', { name: /\+33612345678/ });
    expect(within(sms).queryByRole('button')).toBeNull();
    expect(sms).toHaveTextContent('Nouvel essai automatique');

    const jobs = within(section).getByRole('table', { name: /Dernières exécutions de chaque tâche/ });
    const purge = within(jobs).getByRole('row', { name: /Purge des données arrivées à échéance/ });
    expect(purge).toHaveTextContent('disque plein');
    expect(purge).toHaveTextContent('en 1 s');
    expect(purge).toHaveTextContent('par web-2:4242');
    expect(within(jobs).getByRole('row', { name: /Envoi des e-mails/ })).toHaveTextContent('Jamais exécutée');

    const instance = within(section).getByRole('region', { name: 'Cette instance' });
    expect(instance).toHaveTextContent('web-1:1234');
    expect(instance).toHaveTextContent('À l’écoute');
    expect(instance).toHaveTextContent(
      'Pas encore ouverte (elle s’ouvre avec le premier flux de notifications)',
    );
  });

  it('shows how this deployment is set up, what is missing included (issue 26 §7)', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/platform-health', handler: () => json(report()) }]);
    render(withQueryClient(<PlatformHealthSection />));
    const deployment = await screen.findByRole('region', { name: 'Réglages de ce déploiement' });
    expect(deployment).toHaveTextContent(
      "Envoi des e-mailsNon disponible — aucun serveur d'envoi n'est configuré (SMTP_URL) : les e-mails restent dans la file.",
    );
    expect(deployment).toHaveTextContent(
      'Envoi des SMSNon disponible — aucun fournisseur de SMS n’est configuré.',
    );
    expect(deployment).toHaveTextContent('Paiement en ligneDisponible (Stripe)');
    expect(deployment).toHaveTextContent('VisioconférenceSalles sur meet.jit.si');
  });

  it('says so when no delivery failed', async () => {
    stubApi([
      {
        method: 'GET',
        path: '/api/admin/platform-health',
        handler: () => json(report({ deliveryErrors: [] })),
      },
    ]);
    render(withQueryClient(<PlatformHealthSection />));
    expect(await screen.findByText('Aucune erreur d’envoi récente.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Renvoyer/ })).toBeNull();
  });

  it('« Renvoyer » posts the message back, confirms it and reads the report again', async () => {
    let reads = 0;
    const api = stubApi([
      {
        method: 'GET',
        path: '/api/admin/platform-health',
        handler: () => {
          reads += 1;
          return json(reads === 1 ? report() : report({ deliveryErrors: [] }));
        },
      },
      {
        method: 'POST',
        path: '/api/admin/platform-health/email/7/resend',
        handler: () => json({ ok: true }),
      },
    ]);
    render(withQueryClient(<PlatformHealthSection />));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Renvoyer l’e-mail à echec@example.com' }),
    );
    expect(await screen.findByText('Aucune erreur d’envoi récente.')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/platform-health/email/7/resend',
    ]);
  });

  it('shows the server’s French message when the report cannot be read', async () => {
    stubApi([
      {
        method: 'GET',
        path: '/api/admin/platform-health',
        handler: () =>
          json(
            { error: { code: 'UNAUTHENTICATED', message: 'Veuillez vous connecter pour continuer.' } },
            401,
          ),
      },
    ]);
    render(withQueryClient(<PlatformHealthSection />));
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez vous connecter pour continuer.');
  });
});
