import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TContactSummary } from '#domain/practice/contacts/contact-schemas.ts';
import {
  json,
  stubApi,
  type TRoute,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { ProContactsPage } from './pro-contacts-page';
import { makeContactDetail, makeContactSummary } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CONTACTS: TContactSummary[] = [
  makeContactSummary({ id: 1, tags: [{ id: 1, name: 'Divorce', colour: 'purple' }] }),
  makeContactSummary({
    id: 2,
    firstName: 'Julien',
    lastName: 'Roux',
    email: 'julien.roux@roux-batiment.fr',
    company: 'Roux Bâtiment SARL',
    position: 'Gérant',
    clientType: 'professionnel',
    status: 'prospect',
  }),
  makeContactSummary({
    id: 3,
    firstName: 'Claire',
    lastName: 'Fontaine',
    email: 'claire@fontaine-expertise.fr',
    company: 'Fontaine Expertise Comptable',
    position: 'Expert-comptable',
    type: 'partenaire',
    clientType: null,
  }),
  makeContactSummary({
    id: 4,
    firstName: 'Hélène',
    lastName: 'Mercier',
    email: 'h.mercier@mercier-avocats.fr',
    type: 'confrere',
    clientType: null,
    status: 'inactif',
  }),
];

function setup(options: { routes?: TRoute[]; url?: string; contacts?: TContactSummary[] } = {}) {
  const api = stubApi([
    ...(options.routes ?? []),
    {
      method: 'GET',
      path: '/api/pro/contacts',
      handler: () => json({ contacts: options.contacts ?? CONTACTS }),
    },
  ]);
  const router = createMemoryRouter(
    [
      { path: '/pro/dashboard/contacts', element: <ProContactsPage /> },
      { path: '/pro/dashboard/contacts/:id', element: <p>Page du contact</p> },
    ],
    { initialEntries: [options.url ?? '/pro/dashboard/contacts'] },
  );
  const user = userEvent.setup();
  render(withQueryClient(<RouterProvider router={router} />));
  return { api, user, router };
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Contacts' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('ProContactsPage', () => {
  it('shows the contacts as a gallery by default with badges, tags and a link to each', async () => {
    setup();
    const card = (await screen.findByRole('listitem', { name: 'Julien Roux' })) as HTMLElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Mes contacts' })).toBeInTheDocument();
    expect(screen.getByText("Gérez votre carnet d'adresses professionnel")).toBeInTheDocument();
    expect(within(card).getByText('Gérant · Roux Bâtiment SARL')).toBeInTheDocument();
    expect(within(card).getByText('Client')).toBeInTheDocument();
    expect(within(card).getByText('Professionnel')).toBeInTheDocument();
    expect(within(card).getByText('Prospect')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Julien Roux' })).toHaveAttribute(
      'href',
      '/pro/dashboard/contacts/2',
    );
    expect(
      within(screen.getByRole('listitem', { name: 'Marie Dubois' })).getByText('Divorce'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vue galerie' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Contacts' }).className).toContain('2xl:grid-cols-5');
  });

  it('switches to the list view and back', async () => {
    const { user } = setup();
    await screen.findByRole('listitem', { name: 'Marie Dubois' });
    await user.click(screen.getByRole('button', { name: 'Vue liste' }));
    const table = screen.getByRole('table', { name: 'Contacts' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByRole('link', { name: 'Claire Fontaine' })).toHaveAttribute(
      'href',
      '/pro/dashboard/contacts/3',
    );
    expect(screen.queryByRole('list', { name: 'Contacts' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vue galerie' }));
    expect(screen.getByRole('list', { name: 'Contacts' })).toBeInTheDocument();
  });

  it('searches names, e-mail and company without minding case or accents', async () => {
    const { user } = setup();
    await screen.findByRole('listitem', { name: 'Marie Dubois' });
    const search = screen.getByPlaceholderText('Rechercher un contact…');
    await user.type(search, 'helene');
    expect(cardNames()).toEqual(['Hélène Mercier']);
    await user.clear(search);
    await user.type(search, 'BATIMENT');
    expect(cardNames()).toEqual(['Julien Roux']);
    await user.clear(search);
    await user.type(search, 'fontaine-expertise');
    expect(cardNames()).toEqual(['Claire Fontaine']);
    await user.clear(search);
    await user.type(search, 'introuvable');
    expect(screen.getByRole('heading', { name: 'Aucun contact trouvé' })).toBeInTheDocument();
  });

  it('filters by type, client type (only offered for clients) and status', async () => {
    const { user } = setup();
    await screen.findByRole('listitem', { name: 'Marie Dubois' });
    expect(screen.queryByLabelText('Type de client')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type de contact'), 'Clients');
    expect(cardNames()).toEqual(['Marie Dubois', 'Julien Roux']);
    await user.selectOptions(screen.getByLabelText('Type de client'), 'Professionnels');
    expect(cardNames()).toEqual(['Julien Roux']);
    await user.selectOptions(screen.getByLabelText('Type de client'), 'Particuliers');
    expect(cardNames()).toEqual(['Marie Dubois']);

    await user.selectOptions(screen.getByLabelText('Type de contact'), 'Partenaires');
    expect(screen.queryByLabelText('Type de client')).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Claire Fontaine']);

    await user.selectOptions(screen.getByLabelText('Type de contact'), 'Tous les types');
    await user.selectOptions(screen.getByLabelText('Statut'), 'Inactifs');
    expect(cardNames()).toEqual(['Hélène Mercier']);
    await user.selectOptions(screen.getByLabelText('Statut'), 'Prospects');
    expect(cardNames()).toEqual(['Julien Roux']);
  });

  it('says so when the address book is empty', async () => {
    setup({ contacts: [] });
    expect(await screen.findByRole('heading', { name: 'Aucun contact trouvé' })).toBeInTheDocument();
  });

  it('creates a contact over three tabs, shows errors in the right tab, then goes to the new contact', async () => {
    let attempt = 0;
    const { api, user, router } = setup({
      routes: [
        {
          method: 'POST',
          path: '/api/pro/contacts',
          handler: () => {
            attempt += 1;
            if (attempt === 1) {
              return json(
                {
                  error: {
                    code: 'VALIDATION_FAILED',
                    message: 'Certains champs sont invalides. Vérifiez le formulaire.',
                    fieldErrors: { postalCode: 'Le code postal ne doit pas dépasser 20 caractères' },
                  },
                },
                400,
              );
            }
            return json(
              { contact: makeContactDetail({ id: 42, firstName: 'Paul', lastName: 'Lefèvre' }) },
              201,
            );
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Nouveau contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un nouveau contact' });
    expect(within(dialog).getByRole('tab', { name: 'Informations générales' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByLabelText('Type de contact')).toHaveValue('client');
    expect(within(dialog).getByLabelText('Type de client')).toHaveValue('particulier');
    expect(within(dialog).getByLabelText('Statut')).toHaveValue('prospect');

    // A SIRET error in the last tab while the required fields are empty: the first error's tab is shown.
    await user.click(within(dialog).getByRole('tab', { name: 'Professionnel' }));
    await user.type(within(dialog).getByLabelText('SIRET'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le contact' }));
    expect(await within(dialog).findByText('Le prénom est requis')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Informations générales' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByText('Le nom est requis')).toBeInTheDocument();
    expect(within(dialog).getByText("L'e-mail est requis")).toBeInTheDocument();
    expect(within(dialog).getByText('Le téléphone est requis')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Prénom *'), 'Paul');
    await user.type(within(dialog).getByLabelText('Nom *'), 'Lefèvre');
    await user.type(within(dialog).getByLabelText('E-mail *'), 'pas-un-email');
    await user.type(within(dialog).getByLabelText('Téléphone *'), '06 11 22 33 44');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le contact' }));
    expect(
      await within(dialog).findByText('Adresse e-mail invalide. Format attendu : nom@domaine.fr'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('E-mail *'));
    await user.type(within(dialog).getByLabelText('E-mail *'), 'Paul.Lefevre@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le contact' }));
    expect(await within(dialog).findByText('Le SIRET doit comporter 14 chiffres')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Professionnel' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.clear(within(dialog).getByLabelText('SIRET'));
    await user.type(within(dialog).getByLabelText('SIRET'), '123 456 789 00012');
    await user.type(within(dialog).getByLabelText('Entreprise'), 'Lefèvre Conseil');

    await user.click(within(dialog).getByRole('tab', { name: 'Adresse' }));
    expect(within(dialog).getByLabelText('Pays')).toHaveValue('France');
    await user.type(within(dialog).getByLabelText('Ville'), 'Lyon');
    await user.type(within(dialog).getByLabelText('Code postal'), '69007');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('tab', { name: 'Informations générales' }));
    await user.click(within(dialog).getByRole('button', { name: 'Créer le contact' }));
    // The server's refusal goes next to its field, in its tab, and nothing typed is lost.
    expect(
      await within(dialog).findByText('Le code postal ne doit pas dépasser 20 caractères'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Adresse' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByLabelText('Code postal')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Ville')).toHaveValue('Lyon');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'client',
      clientType: 'particulier',
      firstName: 'Paul',
      lastName: 'Lefèvre',
      email: 'paul.lefevre@example.com',
      phone: '06 11 22 33 44',
      status: 'prospect',
      address: null,
      postalCode: '69007',
      city: 'Lyon',
      country: 'France',
      company: 'Lefèvre Conseil',
      position: null,
      siret: '12345678900012',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Créer le contact' }));
    expect(await screen.findByText('Page du contact')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pro/dashboard/contacts/42');
  });

  it('sends no client type for a partner and opens from ?nouveau=1', async () => {
    const { api, user, router } = setup({
      url: '/pro/dashboard/contacts?nouveau=1',
      routes: [
        {
          method: 'POST',
          path: '/api/pro/contacts',
          handler: () =>
            json({ contact: makeContactDetail({ id: 7, type: 'partenaire', clientType: null }) }, 201),
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Créer un nouveau contact' });
    await user.selectOptions(within(dialog).getByLabelText('Type de contact'), 'Partenaire');
    expect(within(dialog).queryByLabelText('Type de client')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Prénom *'), 'Philippe');
    await user.type(within(dialog).getByLabelText('Nom *'), 'Garnier');
    await user.type(within(dialog).getByLabelText('E-mail *'), 'p.garnier@notaires.fr');
    await user.type(within(dialog).getByLabelText('Téléphone *'), '01 42 96 31 75');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pro/dashboard/contacts/7'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      type: 'partenaire',
      clientType: null,
    });
  });
  it('lists « Contacts du cabinet » to an associate by name, type, company and lawyer, linking only its own', async () => {
    setup({
      routes: [
        {
          method: 'GET',
          path: '/api/pro/firm',
          handler: () =>
            json({
              myRole: 'associate',
              myPermissions: ['contacts.own', 'contacts.list-firm', 'records.hand-over-firm'],
              members: [
                { userId: 'sophie', role: 'associate' },
                { userId: 'luc', role: 'collaborator' },
              ],
            }),
        },
        {
          method: 'GET',
          path: '/api/pro/firm/contacts',
          handler: () =>
            json({
              contacts: [
                {
                  id: 1,
                  firstName: 'Marie',
                  lastName: 'Dubois',
                  type: 'client',
                  company: null,
                  responsibleLawyer: 'Maître Sophie Martin',
                  own: true,
                },
                {
                  id: 9,
                  firstName: 'Bruno',
                  lastName: 'Vasseur',
                  type: 'partenaire',
                  company: 'Vasseur Immobilier',
                  responsibleLawyer: 'Maître Luc Fontaine',
                  own: false,
                },
              ],
            }),
        },
      ],
    });
    const firm = await screen.findByRole('table', { name: 'Contacts du cabinet' });
    expect(within(firm).getByRole('link', { name: 'Marie Dubois' })).toHaveAttribute(
      'href',
      '/pro/dashboard/contacts/1',
    );
    const bruno = within(firm).getByRole('row', { name: /Bruno Vasseur/ });
    expect(within(bruno).queryByRole('link')).toBeNull();
    expect(bruno).toHaveTextContent('Partenaire');
    expect(bruno).toHaveTextContent('Vasseur Immobilier');
    expect(bruno).toHaveTextContent('Maître Luc Fontaine');
    expect(
      within(bruno).getByRole('button', { name: 'Confier le contact Bruno Vasseur à un confrère' }),
    ).toBeInTheDocument();
  });

  it('shows no « Contacts du cabinet » to a member whose role does not list them', async () => {
    const { api } = setup({
      routes: [
        {
          method: 'GET',
          path: '/api/pro/firm',
          handler: () => json({ myRole: 'collaborator', myPermissions: ['contacts.own'], members: [] }),
        },
      ],
    });
    await screen.findByRole('list', { name: 'Contacts' });
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/pro/firm')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Contacts du cabinet' })).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/pro/firm/contacts')).toBe(false);
  });
});
