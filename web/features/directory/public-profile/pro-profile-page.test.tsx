import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEE_AGREEMENT_TEMPLATE } from '#domain/appointments/fee-agreements/fee-agreement-template.ts';
import type { TProProfile } from '#domain/directory/professionals/pro-profile-schemas.ts';
import {
  json,
  stubApi,
  type TRoute,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { AppToaster } from '#web/shared/ui/app-toaster.tsx';
import { ProProfilePage } from './pro-profile-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function makeProProfile(overrides: Partial<TProProfile> = {}): TProProfile {
  return {
    id: 1,
    publication: { isPublic: true, verificationStatus: 'verified', missing: [] },
    certificates: [],
    professionalType: 'avocat',
    title: 'Avocate',
    barAssociation: 'Paris',
    firstName: 'Sophie',
    lastName: 'Martin',
    practice: 'Martin Avocats',
    barNumber: 'PARIS-A1234',
    specialties: ['Droit de la famille'],
    languages: ['Français'],
    consultationModes: ['cabinet', 'visio'],
    email: 'contact@martin-avocats.fr',
    phone: '01 99 00 18 40',
    streetAddress: '45 boulevard Malesherbes',
    postalCode: '75008',
    city: 'Paris',
    description: '',
    fullDescription: 'Premier paragraphe.\nSecond paragraphe.',
    education: ['CAPA', '', 'Master 2'],
    certifications: [],
    services: [],
    fees: {
      firstConsultation: { kind: 'amount', cents: 12_000 },
      followUp: null,
      urgent: { kind: 'quote' },
      legalInsuranceAccepted: false,
      paymentMeans: ['carte'],
      paymentFacilities: false,
      acceptsLegalAid: true,
    },
    ...overrides,
  };
}

function setup(options: { profile?: TProProfile; routes?: TRoute[]; url?: string } = {}) {
  const profile = options.profile ?? makeProProfile();
  const api = stubApi([
    ...(options.routes ?? []),
    { method: 'GET', path: '/api/pro/profile', handler: () => json(profile) },
    {
      method: 'GET',
      path: '/api/pro/fee-agreement-template',
      handler: () => json({ template: DEFAULT_FEE_AGREEMENT_TEMPLATE, isDefault: true }),
    },
    {
      method: 'PUT',
      path: '/api/pro/profile',
      handler: ({ body }) => json({ ...profile, ...(body as object) }),
    },
  ]);
  const router = createMemoryRouter(
    [
      { path: '/pro/dashboard/profile', element: <ProProfilePage /> },
      { path: '/lawyer/:id', element: <p>Fiche publique</p> },
    ],
    { initialEntries: [options.url ?? '/pro/dashboard/profile'] },
  );
  const user = userEvent.setup();
  render(
    withQueryClient(
      <>
        <RouterProvider router={router} />
        <AppToaster />
      </>,
    ),
  );
  return { api, user };
}

const card = (name: string) => within(screen.getByRole('region', { name }));
const putBodies = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body as Record<string, unknown>);

describe('ProProfilePage', () => {
  it('shows the five cards read-only, with « Non renseigné », hidden blank lines and the public link', async () => {
    setup();
    expect(await screen.findByRole('region', { name: 'Informations personnelles' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ma fiche pro' })).toBeInTheDocument();
    expect(screen.getByText('Gérez votre profil professionnel')).toBeInTheDocument();
    for (const name of [
      'Coordonnées',
      'Prestations et tarifs',
      'Présentation',
      'Formation et certifications',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(card('Informations personnelles').getByText('Sophie Martin')).toBeInTheDocument();
    expect(card('Informations personnelles').getByText('Cabinet, Visioconférence')).toBeInTheDocument();
    expect(card('Coordonnées').getByText('45 boulevard Malesherbes, 75008 Paris')).toBeInTheDocument();
    expect(card('Prestations et tarifs').getByText('Aucune prestation configurée')).toBeInTheDocument();
    expect(card('Présentation').getByText('Non renseigné')).toBeInTheDocument();
    expect(card('Présentation').getByText('Second paragraphe.')).toBeInTheDocument();
    const formation = card('Formation et certifications');
    expect(formation.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['CAPA', 'Master 2']);
    expect(formation.getByText('Non renseigné')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir ma fiche publique' })).toHaveAttribute('href', '/lawyer/1');
  });

  it('edits languages, specialties, modes and a service, then saves the whole profile', async () => {
    const { api, user } = setup();
    await screen.findByRole('region', { name: 'Informations personnelles' });

    await user.click(screen.getByRole('button', { name: 'Modifier\u00a0: Informations personnelles' }));
    const infos = card('Informations personnelles');
    await user.clear(infos.getByRole('textbox', { name: 'Nom *' }));
    await user.type(infos.getByRole('textbox', { name: 'Nom *' }), 'Martin-Durand');
    const newLanguage = infos.getByRole('textbox', { name: 'Nouvelle langue' });
    await user.type(newLanguage, 'Espagnol{Enter}');
    // A blank language or one already listed (whatever its case) is ignored.
    await user.type(newLanguage, 'espagnol{Enter}');
    await user.clear(newLanguage);
    await user.click(infos.getByRole('button', { name: 'Ajouter' }));
    expect(
      within(infos.getByRole('list', { name: 'Langues parlées' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await user.click(infos.getByRole('button', { name: 'Retirer la langue Français' }));
    await user.click(infos.getByRole('button', { name: 'Droit pénal' }));
    expect(infos.getByRole('button', { name: 'Droit pénal' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(infos.getByRole('button', { name: 'Cabinet' }));

    await user.click(screen.getByRole('button', { name: 'Modifier\u00a0: Prestations et tarifs' }));
    const services = card('Prestations et tarifs');
    const add = services.getByRole('button', { name: 'Ajouter la prestation' });
    expect(add).toBeDisabled();
    await user.type(
      services.getByRole('textbox', { name: 'Nom de la prestation *' }),
      'Consultation divorce',
    );
    expect(add).toBeDisabled();
    await user.type(services.getByRole('textbox', { name: 'Prix *' }), '150 €');
    await user.type(services.getByRole('textbox', { name: 'Durée' }), '1h');
    await user.click(add);
    expect(await screen.findByText('Prestation ajoutée')).toBeInTheDocument();
    expect(screen.getByText('La nouvelle prestation a été ajoutée avec succès.')).toBeInTheDocument();
    expect(services.getByText('Consultation divorce')).toBeInTheDocument();
    expect(services.queryByText('Aucune prestation configurée')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sauvegarder le profil' }));
    expect(await screen.findByText('Profil sauvegardé')).toBeInTheDocument();
    expect(
      screen.getByText('Vos informations professionnelles ont été mises à jour avec succès.'),
    ).toBeInTheDocument();
    const [body] = putBodies(api.calls);
    expect(body).toMatchObject({
      lastName: 'Martin-Durand',
      languages: ['Espagnol'],
      specialties: ['Droit de la famille', 'Droit pénal'],
      consultationModes: ['visio'],
      education: ['CAPA', 'Master 2'],
      services: [{ name: 'Consultation divorce', price: '150 €', duration: '1h', description: '' }],
    });
    expect(body).not.toHaveProperty('id');
    // Back to read-only with the saved values.
    await waitFor(() =>
      expect(card('Informations personnelles').getByText('Sophie Martin-Durand')).toBeInTheDocument(),
    );
  }, 30_000);

  it('removes a service and cancels back to the saved values', async () => {
    const { api, user } = setup({
      profile: makeProProfile({
        services: [{ id: 's1', name: 'Consultation', price: '120 €', duration: '', description: '' }],
      }),
    });
    await screen.findByText('Consultation');
    await user.click(screen.getByRole('button', { name: 'Modifier\u00a0: Prestations et tarifs' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer la prestation Consultation' }));
    expect(card('Prestations et tarifs').getByText('Aucune prestation configurée')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(card('Prestations et tarifs').getByText('Consultation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier\u00a0: Prestations et tarifs' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(putBodies(api.calls)).toEqual([]);
  });

  it('does not send a profile missing required fields and shows why next to the field', async () => {
    const { api, user } = setup();
    await screen.findByRole('region', { name: 'Coordonnées' });
    await user.click(screen.getByRole('button', { name: 'Modifier\u00a0: Coordonnées' }));
    await user.clear(card('Coordonnées').getByRole('textbox', { name: 'Téléphone *' }));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder le profil' }));
    expect(await card('Coordonnées').findByText('Le téléphone est requis')).toBeInTheDocument();
    expect(putBodies(api.calls)).toEqual([]);
  });

  it('shows the server’s field errors next to their fields, opening their card, and keeps what was typed', async () => {
    const { user } = setup({
      routes: [
        {
          method: 'PUT',
          path: '/api/pro/profile',
          handler: () =>
            json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Certains champs sont invalides. Vérifiez le formulaire.',
                  fieldErrors: {
                    city: 'Ville inconnue pour ce code postal',
                    postalCode: 'Ville inconnue pour ce code postal',
                  },
                },
              },
              400,
            ),
        },
      ],
    });
    await screen.findByRole('region', { name: 'Coordonnées' });
    await user.click(screen.getByRole('button', { name: 'Modifier\u00a0: Coordonnées' }));
    const city = card('Coordonnées').getByRole('textbox', { name: 'Ville *' });
    await user.clear(city);
    await user.type(city, 'Atlantide');
    // Closing the card before saving: the error reopens it.
    await user.click(screen.getByRole('button', { name: 'Modifier\u00a0: Coordonnées' }));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder le profil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Certains champs sont invalides. Vérifiez le formulaire.',
    );
    const reopened = card('Coordonnées').getByRole('textbox', { name: 'Ville *' });
    expect(reopened).toHaveValue('Atlantide');
    expect(reopened).toHaveAttribute('aria-invalid', 'true');
    expect(card('Coordonnées').getAllByText('Ville inconnue pour ce code postal')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Modifier\u00a0: Coordonnées' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the fees the professional entered, read-only', async () => {
    setup();
    await screen.findByRole('region', { name: 'Prestations et tarifs' });
    const list = within(card('Prestations et tarifs').getByLabelText('Honoraires'));
    expect(list.getByText('Première consultation').nextSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      '120 €',
    );
    expect(list.getByText('Consultation de suivi').nextSibling).toHaveTextContent('Non indiqué');
    expect(list.getByText('Consultation urgente').nextSibling).toHaveTextContent('Sur devis');
    expect(list.getByText('Aide juridictionnelle').nextSibling).toHaveTextContent('Acceptée');
    expect(list.getByText('Moyens de paiement').nextSibling).toHaveTextContent('Carte bancaire');
  });

  it('enters the fees for the first time: amounts in euros sent as cents, « sur devis », legal aid and payment', async () => {
    const { api, user } = setup({ profile: makeProProfile({ fees: null }) });
    const prestations = within(await screen.findByRole('region', { name: 'Prestations et tarifs' }));
    expect(prestations.getAllByText('Non renseigné').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Modifier\u00a0: Prestations et tarifs' }));
    await user.click(prestations.getByRole('button', { name: 'Renseigner mes honoraires' }));
    await user.type(
      prestations.getByRole('textbox', { name: 'Première consultation\u00a0: montant en euros' }),
      '95,50',
    );
    const followUp = within(prestations.getByRole('group', { name: 'Consultation de suivi' }));
    await user.click(followUp.getByRole('radio', { name: 'Montant' }));
    await user.type(
      prestations.getByRole('textbox', { name: 'Consultation de suivi\u00a0: montant en euros' }),
      '80',
    );
    const urgent = within(prestations.getByRole('group', { name: 'Consultation urgente' }));
    await user.click(urgent.getByRole('radio', { name: 'Sur devis' }));
    const legalAid = within(prestations.getByRole('group', { name: 'Aide juridictionnelle' }));
    await user.click(legalAid.getByRole('radio', { name: 'Acceptée' }));
    await user.click(prestations.getByRole('checkbox', { name: 'Virement' }));
    await user.click(prestations.getByRole('checkbox', { name: 'Carte bancaire' }));
    await user.click(prestations.getByRole('checkbox', { name: 'Facilités de paiement possibles' }));

    await user.click(screen.getByRole('button', { name: 'Sauvegarder le profil' }));
    await waitFor(() => expect(putBodies(api.calls)).toHaveLength(1));
    expect(putBodies(api.calls)[0]?.fees).toEqual({
      firstConsultation: { kind: 'amount', cents: 9_550 },
      followUp: { kind: 'amount', cents: 8_000 },
      urgent: { kind: 'quote' },
      legalInsuranceAccepted: false,
      paymentMeans: ['carte', 'virement'],
      paymentFacilities: true,
      acceptsLegalAid: true,
    });
  });

  it('does not send a fee that is not an amount, and says why next to it', async () => {
    const { api, user } = setup({ profile: makeProProfile({ fees: null }) });
    await screen.findByRole('region', { name: 'Prestations et tarifs' });
    await user.click(screen.getByRole('button', { name: 'Modifier\u00a0: Prestations et tarifs' }));
    const prestations = card('Prestations et tarifs');
    await user.click(prestations.getByRole('button', { name: 'Renseigner mes honoraires' }));
    await user.type(
      prestations.getByRole('textbox', { name: 'Première consultation\u00a0: montant en euros' }),
      'cent',
    );
    await user.click(screen.getByRole('button', { name: 'Sauvegarder le profil' }));
    expect(await prestations.findByText('Indiquez un montant en euros')).toBeInTheDocument();
    expect(putBodies(api.calls)).toEqual([]);
  });

  it('until the profile is public, says what is missing with links to the cards, and offers no public link', async () => {
    setup({
      profile: makeProProfile({
        fees: null,
        phone: '',
        publication: {
          isPublic: false,
          verificationStatus: 'pending',
          missing: [
            {
              key: 'phone',
              label: 'Votre numéro de téléphone',
              section: 'coordonnees',
              sectionTitle: 'Coordonnées',
            },
            {
              key: 'fees',
              label: 'Vos honoraires (première consultation, paiement)',
              section: 'prestations',
              sectionTitle: 'Prestations et tarifs',
            },
          ],
        },
      }),
    });
    const steps = within(await screen.findByRole('list', { name: 'Étapes avant publication' }));
    expect(
      steps.getByText(/Validation de votre compte par l'équipe JurisRDV\s: en cours/),
    ).toBeInTheDocument();
    expect(steps.getByRole('link', { name: 'Ma fiche pro, Coordonnées' })).toHaveAttribute(
      'href',
      '/pro/dashboard/profile#coordonnees',
    );
    expect(steps.getByRole('link', { name: 'Ma fiche pro, Prestations et tarifs' })).toHaveAttribute(
      'href',
      '/pro/dashboard/profile#prestations',
    );
    expect(screen.queryByRole('link', { name: 'Voir ma fiche publique' })).not.toBeInTheDocument();
  });

  it('opens the card a checklist link points to', async () => {
    setup({ url: '/pro/dashboard/profile#coordonnees' });
    await screen.findByRole('region', { name: 'Coordonnées' });
    expect(await card('Coordonnées').findByRole('textbox', { name: 'Téléphone *' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier\u00a0: Coordonnées' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
  it('edits the fee agreement in its dialog, refuses an empty field and goes back to the default one', async () => {
    const saved: unknown[] = [];
    const { user } = setup({
      routes: [
        {
          method: 'PUT',
          path: '/api/pro/fee-agreement-template',
          handler: ({ body }) => {
            saved.push(body);
            const template = (body as { template: unknown }).template;
            return json({
              template: template ?? DEFAULT_FEE_AGREEMENT_TEMPLATE,
              isDefault: template === null,
            });
          },
        },
      ],
    });
    expect(await screen.findByText('convention par défaut')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifier la convention' }));
    const dialog = await screen.findByRole('dialog', { name: "Convention d'honoraires" });
    const payment = within(dialog).getByLabelText('Modalités de paiement');
    await user.clear(payment);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Modalités de paiement : texte requis')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.type(payment, 'Paiement par virement.');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([
      { template: { ...DEFAULT_FEE_AGREEMENT_TEMPLATE, paymentTerms: 'Paiement par virement.' } },
    ]);
    expect(await screen.findByText('votre convention personnalisée')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifier la convention' }));
    await user.click(await screen.findByRole('button', { name: 'Rétablir la convention par défaut' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ template: null });
    expect(await screen.findByText('convention par défaut')).toBeInTheDocument();
  });
});
