import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { buildInvoice } from '#domain/billing/invoices/invoice-test-factory.ts';
import type { TPossibleConflict } from '#domain/practice/conflicts/conflict-schemas.ts';
import { contactForViewer } from '#domain/practice/contacts/contact-for-viewer.ts';
import type { TContactDetail } from '#domain/practice/contacts/contact-schemas.ts';
import {
  json,
  newQueryClient,
  stubApi,
  type TRoute,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { makeStaffSummary, signInStaff } from '#web/features/identity/firms/staff-test-fixtures.ts';
import { makeCaseSummary } from '../cases/test-fixtures';
import { CONTACT_INVOICES_LOAD_ERROR } from './contact-payments-tab';
import { ProContactDetailPage } from './pro-contact-detail-page';
import { makeContactDetail } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ASSISTANT_VIEWER = {
  kind: 'staff' as const,
  lawyerName: 'Maître Sophie Martin',
  sharedCaseIds: new Set<number>(),
};

/** Marie Dubois is an opposing party of one of Sophie's cases: the lawyer's flag, before the server shapes it. */
const STAFF_CONFLICT: TPossibleConflict = {
  subject: 'client',
  subjectName: 'Marie Dubois',
  kind: 'caseOpposingParty',
  matchedName: 'Marie Dubois',
  caseId: 40,
  caseTitle: 'Bail Girard c/ Dubois',
  contactId: null,
  appointmentId: null,
  appointmentDate: null,
  heldBy: null,
};

const APPOINTMENT: TProAppointment = {
  id: 31,
  client: 'Marie Dubois',
  email: 'marie.dubois@example.com',
  phone: null,
  hasClientAccount: true,
  type: 'Consultation divorce',
  date: '2099-03-04',
  time: '10:00',
  start: '2099-03-04T09:00:00.000Z',
  end: '2099-03-04T10:30:00.000Z',
  durationMinutes: 90,
  duration: '1h30',
  mode: 'office',
  status: 'confirmed',
  location: 'Cabinet',
  meetingUrl: null,
  recordingConsentAt: null,
  isFirstConsultation: false,
  cancellationReason: null,
  hasFeeAgreement: false,
  notes: [],
  documents: [],
  questionnaire: [],
  opposingParty: null,
  possibleConflicts: [],
  externalChange: null,
};

function setup(
  contact: TContactDetail,
  routes: TRoute[] = [],
  url = `/pro/dashboard/contacts/${contact.id}`,
  client = newQueryClient(),
) {
  const api = stubApi([
    ...routes,
    { method: 'GET', path: `/api/pro/contacts/${contact.id}`, handler: () => json({ contact }) },
  ]);
  const router = createMemoryRouter(
    [
      { path: '/pro/dashboard/contacts', element: <p>Liste des contacts</p> },
      { path: '/pro/dashboard/contacts/:id', element: <ProContactDetailPage /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  render(withQueryClient(<RouterProvider router={router} />, client));
  return { api, user, router };
}

const tab = (name: RegExp | string) => screen.getByRole('tab', { name });

describe('ProContactDetailPage', () => {
  it('shows the header with badges, the empty states of every tab and goes back to the list', async () => {
    const { user, router } = setup(makeContactDetail({ id: 5, status: 'prospect', city: null }), [
      {
        method: 'GET',
        path: '/api/pro/contacts/5/invoices',
        handler: () => json({ invoices: [], payments: [] }),
      },
    ]);
    const header = await screen.findByRole('region', { name: 'Fiche du contact' });
    expect(within(header).getByRole('heading', { level: 1, name: 'Marie Dubois' })).toBeInTheDocument();
    expect(within(header).getByText('Client')).toBeInTheDocument();
    expect(within(header).getByText('Particulier')).toBeInTheDocument();
    expect(within(header).getByText('Prospect')).toBeInTheDocument();
    expect(screen.getByText('Aucune adresse renseignée')).toBeInTheDocument();

    await user.click(tab('Dossiers (0)'));
    expect(screen.getByText('Aucun dossier associé')).toBeInTheDocument();
    await user.click(tab('Paiements'));
    expect(await screen.findByText('Aucun paiement enregistré')).toBeInTheDocument();
    expect(screen.getByText('Aucune facture pour ce contact')).toBeInTheDocument();
    await user.click(tab('RDV (0)'));
    expect(screen.getByText('Aucun rendez-vous programmé')).toBeInTheDocument();
    await user.click(tab('Notes (0)'));
    expect(screen.getByText('Aucune note interne')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retour aux contacts' }));
    expect(await screen.findByText('Liste des contacts')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pro/dashboard/contacts');
  });

  it('says the contact is not found for an unknown id', async () => {
    setup(makeContactDetail({ id: 5 }), [], '/pro/dashboard/contacts/99');
    expect(await screen.findByRole('heading', { name: 'Contact introuvable' })).toBeInTheDocument();
  });

  it('lists the associated cases with « Ouvrir » and the appointments with « Voir détails »', async () => {
    const { user } = setup(
      makeContactDetail({
        id: 5,
        cases: [makeCaseSummary({ id: 12, title: 'Divorce Dubois' })],
        appointments: [APPOINTMENT],
      }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Dossiers (1)' }));
    const caseItem = screen.getByRole('listitem', { name: 'Divorce Dubois' });
    expect(within(caseItem).getByRole('link', { name: 'Ouvrir' })).toHaveAttribute(
      'href',
      '/pro/dashboard/cases/12',
    );
    await user.click(tab('RDV (1)'));
    const appointment = screen.getByRole('listitem', { name: 'Consultation divorce' });
    expect(within(appointment).getByText(/à 10:00/)).toBeInTheDocument();
    // Issue 15 §6: the link opens that appointment's details, not the list.
    expect(within(appointment).getByRole('link', { name: 'Voir détails' })).toHaveAttribute(
      'href',
      '/pro/dashboard/appointments?rdv=31',
    );
  });

  it('shows an assistant the contact without its cases, invoices or messages', async () => {
    // The file as the server sends it to an assistant (ADR 0058 « Who sees what »).
    const contact = contactForViewer(
      makeContactDetail({
        id: 5,
        cases: [makeCaseSummary({ id: 12, title: 'Divorce Dubois' })],
        appointments: [
          {
            ...APPOINTMENT,
            notes: [
              {
                id: 1,
                content: 'Craint pour la garde',
                date: '04/03/2099',
                createdAt: '2099-03-04T09:00:00.000Z',
                location: 'Cabinet',
              },
            ],
            opposingParty: 'Paul Dubois',
          },
        ],
        possibleConflicts: [STAFF_CONFLICT],
      }),
      ASSISTANT_VIEWER,
    );
    const { api, user } = setup(
      contact,
      [],
      undefined,
      signInStaff(newQueryClient(), makeStaffSummary('assistant')),
    );
    const sections = await screen.findByRole('tablist', { name: 'Sections du contact' });
    expect(
      within(sections)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Informations', 'RDV (1)', 'Notes (0)']);
    expect(screen.queryByRole('button', { name: 'Écrire au client' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Supprimer le contact' })).toBeVisible();
    // The conflict flag names the lawyer to ask, never the matter.
    const flag = screen.getByRole('note', { name: "Conflit d'intérêts possible" });
    expect(within(flag).getByRole('listitem')).toHaveTextContent(
      '« Marie Dubois » — Partie adverse dans un dossier de Maître Sophie Martin',
    );
    expect(flag).not.toHaveTextContent('Bail Girard');
    expect(within(flag).queryByRole('link')).toBeNull();
    expect(
      within(flag).getByText(
        /^Seul l’avocat nommé peut vérifier s’il s’agit des mêmes personnes.+demandez-lui\.$/,
      ),
    ).toBeVisible();
    await user.click(tab('RDV (1)'));
    expect(screen.getByRole('listitem', { name: 'Consultation divorce' })).toBeVisible();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/pro/contacts/5']);
  });

  it('shows an assistant the cases a lawyer added them to', async () => {
    const contact = contactForViewer(
      makeContactDetail({
        id: 5,
        cases: [
          makeCaseSummary({ id: 12, title: 'Divorce Dubois' }),
          makeCaseSummary({ id: 13, title: 'Succession Dubois' }),
        ],
      }),
      { ...ASSISTANT_VIEWER, sharedCaseIds: new Set([13]) },
    );
    const { user } = setup(
      contact,
      [],
      undefined,
      signInStaff(newQueryClient(), makeStaffSummary('assistant')),
    );
    await user.click(await screen.findByRole('tab', { name: 'Dossiers (1)' }));
    expect(screen.getByRole('heading', { name: 'Dossiers qui vous sont partagés' })).toBeVisible();
    expect(screen.queryByText('Divorce Dubois')).toBeNull();
    expect(
      within(screen.getByRole('listitem', { name: 'Succession Dubois' })).getByRole('link', {
        name: 'Ouvrir',
      }),
    ).toHaveAttribute('href', '/pro/dashboard/cases/13');
    expect(screen.queryByRole('tab', { name: 'Paiements' })).toBeNull();
  });

  it('lists the contact’s invoices with their status and the payments received', async () => {
    const { user } = setup(makeContactDetail({ id: 5 }), [
      {
        method: 'GET',
        path: '/api/pro/contacts/5/invoices',
        handler: () =>
          json({
            invoices: [
              buildInvoice({
                id: 8,
                number: 'F-000008',
                issueDate: '2026-11-02',
                grossCents: 20_000,
                paidCents: 5_000,
                outstandingCents: 15_000,
                displayStatus: 'partially_paid',
              }),
              buildInvoice({
                id: 9,
                kind: 'credit_note',
                number: 'F-000009',
                issueDate: '2026-11-03',
                grossCents: 1_000,
                outstandingCents: 0,
              }),
            ],
            payments: [
              {
                id: 1,
                invoiceId: 8,
                invoiceNumber: 'F-000008',
                paidOn: '2026-11-03',
                amountCents: 5_000,
                means: 'cheque',
                note: null,
              },
            ],
          }),
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Paiements' }));
    const invoices = await screen.findByRole('table', { name: 'Factures du contact' });
    const invoice = within(invoices).getByRole('row', { name: /F-000008/ });
    expect(invoice).toHaveTextContent(/02\/11\/2026/);
    expect(invoice).toHaveTextContent(/200\s€/);
    expect(invoice).toHaveTextContent(/150\s€/);
    expect(within(invoice).getByText('Partiellement payée')).toBeInTheDocument();
    const creditNote = within(invoices).getByRole('row', { name: /F-000009/ });
    expect(within(creditNote).getByText('Avoir')).toBeInTheDocument();
    expect(creditNote).toHaveTextContent(/-10\s€/);
    const payments = screen.getByRole('table', { name: 'Paiements du contact' });
    const payment = within(payments).getByRole('row', { name: /03\/11\/2026/ });
    expect(payment).toHaveTextContent(/50\s€/);
    expect(payment).toHaveTextContent('Chèque');
    expect(payment).toHaveTextContent('F-000008');
  });

  it('says in French when the contact’s invoices cannot be loaded', async () => {
    const { user } = setup(makeContactDetail({ id: 5 }), [
      {
        method: 'GET',
        path: '/api/pro/contacts/5/invoices',
        handler: () => json({ error: { code: 'INTERNAL', message: 'Erreur' } }, 500),
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Paiements' }));
    expect(await screen.findByText(CONTACT_INVOICES_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('edits the contact block inline: checks required fields, saves, or cancels', async () => {
    const { api, user } = setup(makeContactDetail({ id: 5 }), [
      {
        method: 'PATCH',
        path: '/api/pro/contacts/5',
        handler: () =>
          json({
            contact: makeContactDetail({
              id: 5,
              phone: '01 02 03 04 05',
              company: 'Dubois SARL',
              status: 'actif',
            }),
          }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Modifier les informations de contact' }));
    await user.clear(screen.getByLabelText('Prénom *'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le prénom est requis')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByLabelText('Prénom *')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifier les informations de contact' }));
    expect(screen.getByLabelText('Prénom *')).toHaveValue('Marie');
    await user.clear(screen.getByLabelText('Téléphone *'));
    await user.type(screen.getByLabelText('Téléphone *'), '01 02 03 04 05');
    await user.type(screen.getByLabelText('Entreprise'), 'Dubois SARL');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const block = screen.getByRole('region', { name: 'Informations de contact' });
    expect(await within(block).findByText('Dubois SARL')).toBeInTheDocument();
    expect(screen.queryByLabelText('Prénom *')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      firstName: 'Marie',
      phone: '01 02 03 04 05',
      company: 'Dubois SARL',
      clientType: 'particulier',
    });
  });

  it('edits the address block and shows the server’s field error next to its field', async () => {
    let attempt = 0;
    const { api, user } = setup(makeContactDetail({ id: 5, city: null }), [
      {
        method: 'PATCH',
        path: '/api/pro/contacts/5',
        handler: () => {
          attempt += 1;
          if (attempt === 1)
            return json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Certains champs sont invalides. Vérifiez le formulaire.',
                  fieldErrors: { city: 'La ville ne doit pas dépasser 100 caractères' },
                },
              },
              400,
            );
          return json({
            contact: makeContactDetail({
              id: 5,
              address: '3 rue de la Paix',
              postalCode: '75002',
              city: 'Paris',
            }),
          });
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: "Modifier l'adresse" }));
    await user.type(screen.getByRole('textbox', { name: 'Adresse' }), '3 rue de la Paix');
    await user.type(screen.getByLabelText('Code postal'), '75002');
    await user.clear(screen.getByLabelText('Ville'));
    await user.type(screen.getByLabelText('Ville'), 'Paris');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La ville ne doit pas dépasser 100 caractères')).toBeInTheDocument();
    expect(screen.getByLabelText('Ville')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Adresse' })).toHaveValue('3 rue de la Paix');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('75002 Paris')).toBeInTheDocument();
    expect(screen.getByText('3 rue de la Paix')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH')[0]?.body).toEqual({
      address: '3 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      country: 'France',
    });
  });

  it('adds a trimmed tag with Enter, ignores a blank one and removes one with its cross', async () => {
    const { api, user } = setup(makeContactDetail({ id: 5 }), [
      {
        method: 'POST',
        path: '/api/pro/contacts/5/tags',
        handler: () =>
          json({ contact: makeContactDetail({ id: 5, tags: [{ id: 8, name: 'VIP', colour: 'green' }] }) }),
      },
      {
        method: 'DELETE',
        path: '/api/pro/contacts/5/tags/8',
        handler: () => json({ contact: makeContactDetail({ id: 5, tags: [] }) }),
      },
    ]);
    const input = await screen.findByLabelText('Nouvelle étiquette');
    await user.type(input, '   {Enter}');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(input, '  VIP {Enter}');
    const tags = screen.getByRole('list', { name: 'Étiquettes du contact' });
    expect(await within(tags).findByText('VIP')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'VIP' });
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: "Retirer l'étiquette VIP" }));
    await waitFor(() => expect(within(tags).queryByText('VIP')).not.toBeInTheDocument());
  });

  it('adds, edits and deletes internal notes, the deletion after confirmation', async () => {
    const note = {
      id: 3,
      content: 'Rappeler lundi',
      author: 'Sophie Martin',
      createdAt: '2099-02-01T10:00:00.000Z',
      updatedAt: '2099-02-01T10:00:00.000Z',
    };
    const { api, user } = setup(makeContactDetail({ id: 5 }), [
      {
        method: 'POST',
        path: '/api/pro/contacts/5/notes',
        handler: () => json({ contact: makeContactDetail({ id: 5, notes: [note] }) }, 201),
      },
      {
        method: 'PATCH',
        path: '/api/pro/contacts/5/notes/3',
        handler: () =>
          json({ contact: makeContactDetail({ id: 5, notes: [{ ...note, content: 'Rappeler mardi' }] }) }),
      },
      {
        method: 'DELETE',
        path: '/api/pro/contacts/5/notes/3',
        handler: () => json({ contact: makeContactDetail({ id: 5, notes: [] }) }),
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Notes (0)' }));
    const add = screen.getByRole('button', { name: 'Ajouter la note' });
    await user.type(screen.getByLabelText('Nouvelle note'), '   ');
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Nouvelle note'), 'Rappeler lundi  ');
    await user.click(add);
    const notes = await screen.findByRole('list', { name: 'Notes du contact' });
    expect(within(notes).getByText('Rappeler lundi')).toBeInTheDocument();
    expect(within(notes).getByText(/Sophie Martin/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ content: 'Rappeler lundi' });
    expect(screen.getByLabelText('Nouvelle note')).toHaveValue('');

    await user.click(within(notes).getByRole('button', { name: 'Modifier la note' }));
    const editor = within(notes).getByLabelText('Contenu de la note');
    await user.clear(editor);
    await user.click(within(notes).getByRole('button', { name: 'Enregistrer' }));
    expect(within(notes).getByText('La note est vide')).toBeInTheDocument();
    await user.type(editor, 'Rappeler mardi');
    await user.click(within(notes).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(notes).findByText('Rappeler mardi')).toBeInTheDocument();

    await user.click(within(notes).getByRole('button', { name: 'Supprimer la note' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer la note' });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(within(notes).getByRole('button', { name: 'Supprimer la note' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Supprimer la note' })).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    expect(await screen.findByText('Aucune note interne')).toBeInTheDocument();
  });

  it('deletes the contact after a confirmation that can be cancelled, then shows the list', async () => {
    let answer = json(
      { error: { code: 'INTERNAL', message: 'Une erreur est survenue. Veuillez réessayer.' } },
      500,
    );
    const { api, user, router } = setup(makeContactDetail({ id: 5 }), [
      { method: 'DELETE', path: '/api/pro/contacts/5', handler: () => answer },
    ]);
    const remove = await screen.findByRole('button', { name: 'Supprimer le contact' });
    await user.click(remove);
    let confirm = await screen.findByRole('alertdialog', { name: 'Supprimer le contact' });
    expect(confirm).toHaveTextContent(
      "Supprimer Marie Dubois de votre carnet d'adresses ? Ses notes internes et ses étiquettes seront supprimées ; les dossiers et rendez-vous associés sont conservés. Cette action est irréversible.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    // A failure stays in the dialog, in French, and nothing moves.
    await user.click(remove);
    confirm = await screen.findByRole('alertdialog', { name: 'Supprimer le contact' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Une erreur est survenue');
    expect(router.state.location.pathname).toBe('/pro/dashboard/contacts/5');

    answer = json({ ok: true });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Liste des contacts')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pro/dashboard/contacts');
    expect(router.state.location.state).toEqual({ contactDeleted: true });
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });
});
