import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import type { TClientReview } from '#domain/appointments/reviews/review-schemas.ts';
import { buildInvoice } from '#domain/billing/invoices/invoice-test-factory.ts';
import type { TClientDocument, TClientProfile } from '#domain/identity/client-account/client-schemas.ts';
import {
  json,
  makeAppointment,
  makeProfile,
  stubApi,
  type TRoute,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { ClientDashboardPage } from './client-dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SUMMARY = { upcomingCount: 2, pastCount: 5, documentCount: 3, notificationCount: 1 };

const PROFILE: TClientProfile = {
  firstName: 'Lucas',
  lastName: 'Moreau',
  email: 'lucas.moreau@example.com',
  phone: null,
  notifyByEmail: true,
  notifyBySms: false,
  newsletter: false,
};

const DOCUMENTS: TClientDocument[] = [
  {
    id: 7,
    name: 'Convention d’honoraires.pdf',
    category: 'Contrat',
    type: 'PDF',
    size: '245 Ko',
    lawyer: 'Maître Sophie Martin',
    date: '2026-11-02',
    status: 'viewed',
  },
  {
    id: 8,
    name: 'Attestation.docx',
    category: 'Attestation',
    type: 'DOCX',
    size: '18 Ko',
    lawyer: 'Maître Thomas Bernard',
    date: '2026-11-05',
    status: 'pending',
  },
];

function Probe() {
  const location = useLocation();
  return <p data-testid="url">{`${location.pathname}${location.search}`}</p>;
}

function setup(options: {
  url?: string;
  upcoming?: TClientAppointment[];
  past?: TClientAppointment[];
  documents?: TClientDocument[];
  routes?: TRoute[];
}) {
  const api = stubApi([
    ...(options.routes ?? []),
    { method: 'GET', path: '/api/client/summary', handler: () => json(SUMMARY) },
    {
      method: 'GET',
      path: '/api/client/appointments',
      handler: () => json({ upcoming: options.upcoming ?? [], past: options.past ?? [] }),
    },
    {
      method: 'GET',
      path: '/api/client/documents',
      handler: () => json({ documents: options.documents ?? [] }),
    },
    { method: 'GET', path: '/api/client/profile', handler: () => json(PROFILE) },
    { method: 'GET', path: '/api/professionals/1', handler: () => json(makeProfile()) },
    { method: 'GET', path: '/api/auth/client/session', handler: () => json({ user: null }) },
  ]);
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <ClientDashboardPage />
            <Probe />
          </>
        ),
      },
      { path: '/search', element: <p>Résultats</p> },
    ],
    { initialEntries: [options.url ?? '/dashboard'] },
  );
  const user = userEvent.setup();
  render(withQueryClient(<RouterProvider router={router} />));
  return { api, user };
}

describe('ClientDashboardPage', () => {
  it('shows the four counters and keeps the open tab in the URL', async () => {
    const { user } = setup({});
    expect(screen.getByRole('heading', { name: 'Mon espace personnel', level: 1 })).toBeInTheDocument();
    const counters = [
      ['Rendez-vous à venir', '2'],
      ['Consultations passées', '5'],
      ['Documents partagés', '3'],
      ['Notifications', '1'],
    ] as const;
    for (const [label, value] of counters) {
      const term = await screen.findByText(label);
      await waitFor(() => expect(term.nextElementSibling).toHaveTextContent(value));
    }
    expect(screen.getByRole('tab', { name: 'Rendez-vous' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Aucun rendez-vous à venir')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prendre un nouveau rendez-vous' })).toHaveAttribute(
      'href',
      '/search',
    );
    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/dashboard?onglet=documents');
    expect(await screen.findByText('Aucun document partagé pour le moment')).toBeInTheDocument();
  });

  it('opens the tab named in the URL', async () => {
    setup({ url: '/dashboard?onglet=historique' });
    expect(screen.getByRole('tab', { name: 'Historique' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Aucune consultation passée pour le moment')).toBeInTheDocument();
  });

  it('shows each appointment with its badge, French date, mode, address and reason', async () => {
    setup({
      upcoming: [
        makeAppointment({ id: 1, status: 'confirmed', hasFeeAgreement: true }),
        makeAppointment({ id: 2, status: 'pending', mode: 'telephone', start: '2026-11-25T13:00:00.000Z' }),
        makeAppointment({ id: 3, status: 'cancelled', start: '2026-11-26T08:00:00.000Z', canChange: false }),
        makeAppointment({
          id: 4,
          status: 'archived' as TClientAppointment['status'],
          start: '2026-11-27T08:00:00.000Z',
        }),
      ],
    });
    const card = await screen.findByRole('article', {
      name: 'Maître Sophie Martin, mardi 24 novembre 2026 à 09:30',
    });
    expect(within(card).getByText('Confirmé')).toHaveAttribute('data-tone', 'green');
    expect(within(card).getByText('mardi 24 novembre 2026 à 09:30')).toBeInTheDocument();
    expect(within(card).getByText('Cabinet')).toBeInTheDocument();
    expect(within(card).getByText('45 boulevard Malesherbes, 75008 Paris')).toBeInTheDocument();
    expect(within(card).getByText('Motif : Consultation générale')).toBeInTheDocument();
    // The visible word, then the appointment it acts on (issue 16 §3).
    for (const action of ['Déplacer', 'Annuler']) {
      const button = within(card).getByRole('button', {
        name: `${action} le rendez-vous avec Maître Sophie Martin du mardi 24 novembre 2026 à 09:30`,
      });
      expect(button).toHaveTextContent(action);
    }
    expect(within(card).queryByRole('button', { name: 'Rejoindre la consultation' })).toBeNull();
    expect(within(card).getByRole('link', { name: "Convention d'honoraires (PDF)" })).toHaveAttribute(
      'href',
      '/api/client/appointments/1/fee-agreement.pdf',
    );
    const phone = screen.getByRole('article', { name: /mercredi 25 novembre 2026 à 14:00/ });
    expect(within(phone).queryByRole('link', { name: /Convention/ })).toBeNull();
    expect(within(phone).getByText('En attente')).toHaveAttribute('data-tone', 'yellow');
    expect(within(phone).queryByText(/boulevard Malesherbes/)).toBeNull();
    expect(screen.getByText('Annulé')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('Inconnu')).toHaveAttribute('data-tone', 'gray');
  });

  it('disables Déplacer and Annuler with the reason when the appointment can no longer change', async () => {
    const reason =
      'Ce rendez-vous commence dans moins de 24 heures\u00a0: il ne peut plus être modifié ni annulé en ligne. Contactez directement le cabinet.';
    setup({ upcoming: [makeAppointment({ canChange: false, changeBlockedReason: reason })] });
    const card = await screen.findByRole('article');
    for (const action of ['Déplacer', 'Annuler']) {
      const button = within(card).getByRole('button', { name: new RegExp(`^${action} `) });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
  });

  it('enables « Rejoindre la consultation » only when the video can be joined', async () => {
    setup({
      upcoming: [
        makeAppointment({
          id: 1,
          mode: 'visio',
          canJoinVideo: false,
          meetingUrl: 'https://visio.example/abc',
        }),
        makeAppointment({
          id: 2,
          mode: 'visio',
          start: '2026-11-25T08:00:00.000Z',
          canJoinVideo: true,
          meetingUrl: 'https://visio.example/xyz',
        }),
      ],
    });
    const later = await screen.findByRole('article', { name: /mardi 24 novembre/ });
    const disabled = within(later).getByRole('button', { name: 'Rejoindre la consultation' });
    expect(disabled).toBeDisabled();
    expect(disabled).toHaveAccessibleDescription('Disponible 15 minutes avant le début');
    const now = screen.getByRole('article', { name: /mercredi 25 novembre/ });
    const link = within(now).getByRole('link', { name: 'Rejoindre la consultation' });
    expect(link).toHaveAttribute('href', 'https://visio.example/xyz');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('asks for the consent to recording when the professional wants it, records it, and lets it be withdrawn', async () => {
    const asked = makeAppointment({ id: 5, mode: 'visio', recordingRequested: true, meetingUrl: null });
    const { api, user } = setup({
      upcoming: [asked, makeAppointment({ id: 6, mode: 'visio', start: '2026-11-25T08:00:00.000Z' })],
      routes: [
        {
          method: 'PUT',
          path: '/api/client/appointments/5/recording-consent',
          handler: (call) =>
            json(
              (call.body as { consent: boolean }).consent
                ? { ...asked, recordingConsentAt: '2026-11-23T09:05:00.000Z' }
                : asked,
            ),
        },
      ],
    });
    const card = await screen.findByRole('article', { name: /mardi 24 novembre/ });
    const section = within(card).getByRole('region', { name: 'Enregistrement de la consultation' });
    expect(section).toHaveTextContent(
      'Maître Sophie Martin souhaite pouvoir enregistrer cette consultation. Sans votre accord, le lien de la visioconférence désactive l’enregistrement.',
    );
    // Not asked when the professional does not record.
    const other = screen.getByRole('article', { name: /mercredi 25 novembre/ });
    expect(within(other).queryByRole('region', { name: 'Enregistrement de la consultation' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'J’accepte l’enregistrement' }));
    expect(
      await within(section).findByText(
        'Vous avez accepté l’enregistrement de cette consultation le lundi 23 novembre 2026 à 10:05.',
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Retirer mon accord' }));
    expect(await within(section).findByRole('button', { name: 'J’accepte l’enregistrement' })).toBeEnabled();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { consent: true },
      { consent: false },
    ]);
  });

  it('cancels after a confirmation with an optional reason', async () => {
    let cancelled = false;
    const { api, user } = setup({
      routes: [
        {
          method: 'POST',
          path: '/api/client/appointments/10/cancel',
          handler: () => {
            cancelled = true;
            return json({ appointment: makeAppointment({ status: 'cancelled' }) });
          },
        },
        {
          method: 'GET',
          path: '/api/client/appointments',
          handler: () =>
            json(
              cancelled
                ? { upcoming: [], past: [makeAppointment({ status: 'cancelled', canChange: false })] }
                : { upcoming: [makeAppointment()], past: [] },
            ),
        },
      ],
    });
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: /^Annuler / }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Annuler ce rendez-vous\u202f?' });
    await user.type(within(dialog).getByLabelText("Motif de l'annulation (facultatif)"), 'Empêchement');
    await user.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.find((call) => call.path.endsWith('/cancel'))?.body).toEqual({ reason: 'Empêchement' });
    // A cancelled appointment leaves the upcoming list for the history.
    expect(await screen.findByText('Aucun rendez-vous à venir')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Historique' }));
    expect(await screen.findByText('Annulé')).toHaveAttribute('data-tone', 'red');
    // Issue 15 §6: a cancelled future appointment has no duration.
    const row = screen.getByRole('row', { name: /Annulé/ });
    expect(within(row).queryByText(/\d+ min/)).toBeNull();
    const notApplicable = within(row).getByText('Sans objet');
    expect(notApplicable).toHaveClass('sr-only');
    expect(notApplicable.parentElement).toHaveTextContent(/^—Sans objet$/);
    expect(notApplicable.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
  });

  it('reschedules to another free slot, and explains a refusal', async () => {
    let attempts = 0;
    const { api, user } = setup({
      upcoming: [makeAppointment()],
      routes: [
        {
          method: 'POST',
          path: '/api/client/appointments/10/reschedule',
          handler: () => {
            attempts += 1;
            return attempts === 1
              ? json({ error: { code: 'SLOT_TAKEN', message: "Ce créneau vient d'être réservé." } }, 409)
              : json({ appointment: makeAppointment({ start: '2026-11-24T09:00:00.000Z' }) });
          },
        },
      ],
    });
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: /^Déplacer / }));
    const dialog = await screen.findByRole('dialog', { name: 'Déplacer le rendez-vous' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmer le nouveau créneau' });
    expect(confirm).toBeDisabled();
    await user.click(
      await within(dialog).findByRole('button', {
        name: 'mardi 24 novembre 2026 à 10:00 — Cabinet, Visioconférence',
      }),
    );
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Ce créneau vient d'être réservé.");
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Afficher tous les modes' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'mercredi 25 novembre 2026 à 09:00 — Téléphone' }),
    );
    expect(within(dialog).getByText(/Le rendez-vous aura lieu en Téléphone/)).toBeInTheDocument();
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const bodies = api.calls.filter((call) => call.path.endsWith('/reschedule')).map((call) => call.body);
    expect(bodies).toEqual([
      { start: '2026-11-24T09:00:00.000Z', mode: 'cabinet' },
      { start: '2026-11-25T08:00:00.000Z', mode: 'telephone' },
    ]);
  });

  it('lists the history and lets a completed consultation be reviewed once, with a text checked as typed', async () => {
    let review: TClientReview | null = null;
    const published = (rating: number): TClientReview => ({
      status: 'published',
      rating,
      text: null,
      refusal: null,
      resubmitUntil: null,
    });
    const { api, user } = setup({
      url: '/dashboard?onglet=historique',
      routes: [
        {
          method: 'POST',
          path: '/api/client/appointments/21/review',
          handler: (call) => {
            const body = call.body as { rating: number; text: string | null };
            review = { ...published(body.rating), status: 'pending', text: body.text };
            return json({ review });
          },
        },
        {
          method: 'GET',
          path: '/api/client/appointments',
          handler: () =>
            json({
              upcoming: [],
              past: [
                makeAppointment({
                  id: 20,
                  status: 'completed',
                  review: published(5),
                  durationMinutes: 45,
                  start: '2026-10-20T08:00:00.000Z',
                  end: '2026-10-20T08:45:00.000Z',
                }),
                makeAppointment({
                  id: 21,
                  status: 'completed',
                  review,
                  reviewableUntil: review ? null : '2026-12-20T08:30:00.000Z',
                  mode: 'visio',
                  reason: 'Succession',
                  start: '2026-10-21T08:00:00.000Z',
                  end: '2026-10-21T08:30:00.000Z',
                }),
                makeAppointment({
                  id: 22,
                  status: 'completed',
                  review: {
                    status: 'refused',
                    rating: 2,
                    text: 'RG 21/01234',
                    refusal: { reason: 'Le texte donne des détails du dossier', note: 'Retirez le numéro.' },
                    resubmitUntil: '2026-12-22T08:30:00.000Z',
                  },
                  start: '2026-10-22T08:00:00.000Z',
                  end: '2026-10-22T08:30:00.000Z',
                }),
                makeAppointment({
                  id: 23,
                  status: 'cancelled',
                  start: '2026-10-23T08:00:00.000Z',
                  end: '2026-10-23T08:30:00.000Z',
                }),
              ],
            }),
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Historique de vos consultations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Avocat', 'Date', 'Mode', 'Durée', 'Motif', 'Note', 'Statut']);
    expect(within(table).getByText('45 min')).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Note\u00a0: 5 sur 5' })).toBeInTheDocument();
    expect(within(table).getByText('Avis publié')).toBeInTheDocument();
    expect(within(table).getAllByText('Terminé')).toHaveLength(3);
    expect(
      within(within(table).getByRole('row', { name: /Annulé/ })).getByText('Sans objet'),
    ).toBeInTheDocument();
    // The refused one says why and may be corrected.
    const refused = within(table).getByRole('row', { name: /22 octobre/ });
    expect(within(refused).getByText('Avis non publié')).toBeInTheDocument();
    expect(
      within(refused).getByText(/Le texte donne des détails du dossier\. Retirez le numéro\./),
    ).toBeInTheDocument();
    expect(within(refused).getByRole('button', { name: /^Corriger mon avis/ })).toBeInTheDocument();
    // Only the completed consultation without a review offers one.
    const leave = within(table).getAllByRole('button', { name: /^Laisser un avis/ });
    expect(leave).toHaveLength(1);
    await user.click(leave[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Votre avis sur la consultation' });
    // Stars are required.
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await within(dialog).findByText('Choisissez une note de 1 à 5')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '4 sur 5' }));
    const text = within(dialog).getByRole('textbox', { name: 'Votre avis (facultatif)' });
    await user.type(text, 'Très claire. Appelez le 06 12 34 56 78');
    expect(within(dialog).getByText(/semble contenir un numéro de téléphone/)).toBeInTheDocument();
    await user.clear(text);
    await user.type(text, 'Très claire et ponctuelle.');
    expect(within(dialog).queryByText(/semble contenir/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer mon avis' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(table).findByText('Avis en attente de relecture')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Laisser un avis/ })).toBeNull();
    expect(api.calls.filter((call) => call.path.endsWith('/review')).map((call) => call.body)).toEqual([
      { rating: 4, text: 'Très claire et ponctuelle.' },
    ]);
  });

  it('lists the documents with their status and the Voir / Télécharger links', async () => {
    setup({ url: '/dashboard?onglet=documents', documents: DOCUMENTS });
    const table = await screen.findByRole('table', { name: 'Documents partagés avec vous' });
    const row = within(table).getByRole('row', { name: /Convention d’honoraires\.pdf/ });
    expect(within(row).getByText('Consulté')).toBeInTheDocument();
    expect(within(row).getByText('Contrat')).toBeInTheDocument();
    expect(within(row).getByText('245 Ko')).toBeInTheDocument();
    expect(within(row).getByText('lundi 2 novembre 2026')).toBeInTheDocument();
    const view = within(row).getByRole('link', { name: 'Voir' });
    expect(view).toHaveAttribute('href', '/api/client/documents/7/file');
    expect(view).toHaveAttribute('target', '_blank');
    const download = within(row).getByRole('link', { name: 'Télécharger' });
    expect(download).toHaveAttribute('href', '/api/client/documents/7/file?download=1');
    expect(download).toHaveAttribute('download');
    expect(within(table).getByText('Nouveau')).toBeInTheDocument();
  });

  it('lists the invoices issued to the client, what is left to pay and the PDF to download', async () => {
    const invoice = buildInvoice({ id: 31, number: 'F-000031', paidCents: 4_400 });
    setup({
      url: '/dashboard?onglet=factures',
      routes: [
        {
          method: 'GET',
          path: '/api/client/invoices',
          handler: () =>
            json({
              invoices: [
                { ...invoice, outstandingCents: invoice.grossCents - 4_400, displayStatus: 'partially_paid' },
              ],
            }),
        },
      ],
    });
    const item = (await screen.findByText('Facture F-000031')).closest('li');
    if (!item) throw new Error('facture absente');
    expect(within(item).getByText(/Maître Sophie Martin — émise le 24\/11\/2026/)).toBeInTheDocument();
    expect(within(item).getByText(/316\s€ à régler avant le 24\/12\/2026/)).toBeInTheDocument();
    const download = within(item).getByRole('link', { name: 'Télécharger\u00a0: Facture F-000031' });
    expect(download).toHaveAttribute('href', '/api/client/invoices/31/pdf');
    expect(download).toHaveAttribute('download');
  });

  it('saves the profile and shows the server field errors next to the fields', async () => {
    let puts = 0;
    const { api, user } = setup({
      url: '/dashboard?onglet=profil',
      routes: [
        {
          method: 'PUT',
          path: '/api/client/profile',
          handler: (call) => {
            puts += 1;
            if (puts === 1) {
              return json(
                {
                  error: {
                    code: 'VALIDATION_FAILED',
                    message: 'Certains champs sont invalides. Vérifiez le formulaire.',
                    fieldErrors: { phone: 'Numéro de téléphone refusé' },
                  },
                },
                400,
              );
            }
            return json({ ...PROFILE, ...(call.body as object) });
          },
        },
      ],
    });
    const firstName = await screen.findByLabelText('Prénom');
    expect(firstName).toHaveValue('Lucas');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: 'Notifications par e-mail' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Rappels par SMS' })).not.toBeChecked();
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le prénom est requis')).toBeInTheDocument();
    expect(puts).toBe(0);

    await user.type(firstName, 'Luc');
    await user.type(screen.getByLabelText('Téléphone'), '06 12 34 56 78');
    await user.click(screen.getByRole('switch', { name: 'Newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Numéro de téléphone refusé')).toBeInTheDocument();
    expect(screen.getByLabelText('Téléphone')).toHaveAccessibleDescription('Numéro de téléphone refusé');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(puts).toBe(2));
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      firstName: 'Luc',
      lastName: 'Moreau',
      phone: '+33612345678',
      notifyByEmail: true,
      notifyBySms: false,
      newsletter: true,
    });
  });

  it('offers the data export and deletes the account after the password', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { api, user } = setup({
      url: '/dashboard?onglet=profil',
      routes: [{ method: 'POST', path: '/api/client/delete-account', handler: () => json({ ok: true }) }],
    });
    const exportLink = await screen.findByRole('link', { name: 'Télécharger mes données' });
    expect(exportLink).toHaveAttribute('href', '/api/client/export');
    expect(exportLink).toHaveAttribute('download');
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer mon compte\u202f?' });
    expect(dialog).toHaveTextContent(
      'Vos rendez-vous à venir seront annulés et les professionnels concernés en seront informés ; ils conservent leurs propres dossiers (rendez-vous tenus, notes, documents, messages échangés).',
    );
    const submit = within(dialog).getByRole('button', { name: 'Supprimer définitivement' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'demo-2025');
    await user.click(submit);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.calls.find((call) => call.path === '/api/client/delete-account')?.body).toEqual({
      password: 'demo-2025',
    });
  });

  it('shows the API message when a list cannot be loaded', async () => {
    setup({
      routes: [
        {
          method: 'GET',
          path: '/api/client/appointments',
          handler: () =>
            json(
              { error: { code: 'UNAUTHENTICATED', message: 'Veuillez vous connecter pour continuer.' } },
              401,
            ),
        },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez vous connecter pour continuer.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('ClientDashboardPage on a phone', () => {
  it('opens on « Votre prochain rendez-vous » with its actions, then the others', async () => {
    setup({
      upcoming: [
        makeAppointment({ id: 1, mode: 'visio', meetingUrl: null }),
        makeAppointment({ id: 2, mode: 'cabinet', start: '2026-11-26T08:00:00.000Z' }),
      ],
    });
    const next = await screen.findByRole('region', { name: 'Votre prochain rendez-vous' });
    const card = within(next).getByRole('article');
    expect(card).toHaveAccessibleName('Maître Sophie Martin, mardi 24 novembre 2026 à 09:30');
    const actions = within(card)
      .getAllByRole('button')
      .map((button) => button.textContent?.trim());
    expect(actions).toEqual([
      'Rejoindre la consultation',
      'Déplacer',
      'Annuler',
      'Écrire à Maître Sophie Martin',
    ]);
    const others = screen.getByRole('region', { name: 'Vos autres rendez-vous à venir' });
    expect(within(others).getByRole('article')).toHaveAccessibleName(
      'Maître Sophie Martin, jeudi 26 novembre 2026 à 09:00',
    );
  });

  it('shows a building for the office and a camera for video', async () => {
    setup({
      upcoming: [
        makeAppointment({ id: 1, mode: 'visio' }),
        makeAppointment({ id: 2, mode: 'cabinet', start: '2026-11-26T08:00:00.000Z' }),
      ],
    });
    const office = await screen.findByRole('article', { name: /jeudi 26 novembre/ });
    const officeMode = within(office).getByText('Cabinet').parentElement;
    expect(officeMode?.querySelector('svg')).toHaveClass('lucide-building-2');
    const video = screen.getByRole('article', { name: /mardi 24 novembre/ });
    expect(within(video).getByText('Visioconférence').parentElement?.querySelector('svg')).toHaveClass(
      'lucide-video',
    );
  });

  it('lists the history as cards, not a table', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(max-width: 639px)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    setup({
      url: '/dashboard?onglet=historique',
      past: [
        makeAppointment({
          id: 20,
          status: 'completed',
          review: { status: 'published', rating: 5, text: null, refusal: null, resubmitUntil: null },
          durationMinutes: 45,
          start: '2026-10-20T08:00:00.000Z',
          end: '2026-10-20T08:45:00.000Z',
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Historique de vos consultations' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('article', { name: /mardi 20 octobre 2026/ });
    expect(within(card).getByText('Terminé')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Note\u00a0: 5 sur 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('· 45 min');
  });
});
