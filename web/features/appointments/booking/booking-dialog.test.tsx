import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '#domain/identity/email-verification/email-verification-schemas.ts';
import {
  BOOKING_RESUME_PARAM,
  encodeBookingResume,
} from '#domain/identity/identity-providers/booking-resume.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { BookingDialog } from './booking-dialog';
import { BookingLauncherProvider, useBookingLauncher } from './booking-launcher';
import {
  json,
  makeAppointment,
  makeProfile,
  SIGNED_IN,
  SIGNED_OUT,
  SOPHIE_QUESTIONS,
  stubApi,
  type TRoute,
  withQueryClient,
} from './test-support';

afterEach(() => vi.unstubAllGlobals());

function Harness(props: { preselectedSlot?: { start: string; modes: TConsultationMode[] } }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'ouvert' : 'fermé'}</p>
      {/* What stands for the professional on the results page (the card's name link). */}
      <a href="/lawyer/1" data-booking-return="1">
        Maître Sophie Martin
      </a>
      <BookingDialog
        professionalId={1}
        open={open}
        onOpenChange={setOpen}
        preselectedSlot={props.preselectedSlot}
      />
    </>
  );
}

function setup(options: {
  profile?: TProfessionalProfile;
  signedIn?: boolean;
  routes?: TRoute[];
  preselectedSlot?: { start: string; modes: TConsultationMode[] };
}) {
  const profile = options.profile ?? makeProfile();
  const api = stubApi([
    ...(options.routes ?? []),
    { method: 'GET', path: '/api/professionals/1', handler: () => json(profile) },
    {
      method: 'GET',
      path: '/api/auth/client/session',
      handler: () => json(options.signedIn ? SIGNED_IN : SIGNED_OUT),
    },
  ]);
  const user = userEvent.setup();
  render(
    withQueryClient(
      <MemoryRouter initialEntries={['/search']}>
        <Harness preselectedSlot={options.preselectedSlot} />
      </MemoryRouter>,
    ),
  );
  return { user, api };
}

const dialog = () => screen.getByRole('dialog');
const continueButton = () => within(dialog()).getByRole('button', { name: 'Continuer' });

async function toMode(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Motif de la consultation' });
  await user.click(continueButton());
  await screen.findByRole('heading', { name: 'Mode de consultation' });
}

async function toSchedule(user: ReturnType<typeof userEvent.setup>, mode = 'Cabinet') {
  await toMode(user);
  await user.click(screen.getByRole('radio', { name: mode }));
  await user.click(continueButton());
  await screen.findByRole('heading', { name: 'Choisissez un créneau' });
}

const SLOT_0930 = 'mardi 24 novembre 2026 à 09:30 — Cabinet, Visioconférence';

const AGREEMENT = "J'accepte la convention d'honoraires de Maître Sophie Martin";

const EMAILS_SENT = { emailDelivery: true, reminderScheduled: true };

const AGREEMENT_CONTENT = {
  title: "Convention d'honoraires",
  professional: { name: 'Maître Sophie Martin', lines: ['Martin Avocats'] },
  client: { name: 'Le client', lines: ['Identité reprise lors de la réservation'] },
  appointment: { dateText: 'mardi 24 novembre 2026 à 09:30', modeText: 'Cabinet' },
  fee: { kind: 'amount', cents: 12_000, label: 'Première consultation' },
  feeText: 'Première consultation\u00a0: 120,00 € TTC',
  sections: [{ heading: 'Conditions', body: 'Conditions de la convention.' }],
  mediator: { name: '', address: '', website: '' },
};

function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

describe('BookingDialog', () => {
  it('starts at the reason, « Consultation générale » by default, and requires a reason', async () => {
    const { user } = setup({});
    expect(await screen.findByRole('heading', { name: 'Motif de la consultation' })).toBeInTheDocument();
    // The step's number is part of the description and said again at each step.
    expect(screen.getByRole('dialog', { name: 'Prendre rendez-vous' })).toHaveAccessibleDescription(
      'Étape 1 sur 4 avec Maître Sophie Martin',
    );
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Étape 1 sur 4');
    const reason = screen.getByLabelText('Motif de votre rendez-vous');
    expect(reason).toHaveValue('Consultation générale');
    await user.clear(reason);
    expect(continueButton()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Le motif est requis');
    await user.type(reason, 'Divorce');
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Mode de consultation' })).toHaveFocus();
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Étape 2 sur 4');
  });

  it('asks for the opposing party, optionally, says why, and sends it with the booking', async () => {
    const { user, api } = setup({
      signedIn: true,
      routes: [
        {
          method: 'POST',
          path: '/api/appointments',
          handler: () => json({ appointment: makeAppointment(), notifications: EMAILS_SENT }, 201),
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Motif de la consultation' });
    const opposing = screen.getByLabelText('Partie adverse (facultatif)');
    expect(opposing).toHaveValue('');
    expect(opposing).toHaveAccessibleDescription(
      "Pour que le professionnel vérifie qu'il ne représente pas déjà l'autre partie (conflit d'intérêts).",
    );
    // Enter in either field continues, as in a form of one field.
    await user.type(opposing, '  Karim Benali {Enter}');
    await screen.findByRole('heading', { name: 'Mode de consultation' });
    await user.click(screen.getByRole('radio', { name: 'Cabinet' }));
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: SLOT_0930 }));
    await screen.findByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' });
    expect(screen.getByText('Partie adverse').nextElementSibling).toHaveTextContent('Karim Benali');
    await user.click(screen.getByRole('checkbox', { name: AGREEMENT }));
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    await screen.findByRole('heading', { name: 'Rendez-vous confirmé\u202f!' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      reason: 'Consultation générale',
      opposingParty: 'Karim Benali',
    });
  });

  it('requires a mode, offers only the modes of the professional, and goes back to the reason', async () => {
    const { user } = setup({ profile: makeProfile({ modes: ['cabinet', 'telephone'] }) });
    await toMode(user);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'cabinet',
      'telephone',
    ]);
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Téléphone' }));
    expect(continueButton()).toBeEnabled();
    await user.click(within(dialog()).getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Motif de la consultation' })).toBeInTheDocument();
  });

  it("lists the chosen mode's slots with full names, all modes on demand, and the slot's mode replaces the chosen one", async () => {
    const { user } = setup({ signedIn: true });
    await toSchedule(user, 'Cabinet');
    expect(screen.getByRole('heading', { name: 'mardi 24 novembre', level: 4 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SLOT_0930 })).toHaveTextContent('09:30');
    // The 25th only has phone slots.
    expect(screen.queryByRole('button', { name: /mercredi 25 novembre 2026 à 09:00/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Afficher tous les modes' }));
    await user.click(screen.getByRole('button', { name: 'mercredi 25 novembre 2026 à 09:00 — Téléphone' }));
    // No questionnaire: straight to the confirmation, in the slot's mode.
    expect(await screen.findByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' })).toHaveFocus();
    expect(screen.getByText('Téléphone')).toBeInTheDocument();
    // The fee the professional entered for a first consultation.
    expect(screen.getByText('Honoraires').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      'Première consultation : 120 €',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Choisissez un créneau' })).toBeInTheDocument();
  });

  it('shows the questionnaire only when the professional has questions, answers optional', async () => {
    const { user, api } = setup({
      signedIn: true,
      profile: makeProfile({ questionnaire: SOPHIE_QUESTIONS }),
      routes: [
        {
          method: 'POST',
          path: '/api/appointments',
          handler: () => json({ appointment: makeAppointment(), notifications: EMAILS_SENT }, 201),
        },
      ],
    });
    await toSchedule(user);
    await user.click(screen.getByRole('button', { name: SLOT_0930 }));
    expect(await screen.findByRole('heading', { name: 'Questionnaire préparatoire' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Quelle est votre situation familiale ?'), 'Pacsé(e)');
    expect(screen.getByLabelText("Combien d'enfants sont concernés ?")).toHaveValue('');
    expect(screen.getByLabelText('Décrivez brièvement votre situation et vos attentes.').tagName).toBe(
      'TEXTAREA',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Choisissez un créneau' })).toBeInTheDocument();
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Questionnaire préparatoire' });
    expect(screen.getByLabelText('Quelle est votre situation familiale ?')).toHaveValue('Pacsé(e)');
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' });
    await user.click(within(dialog()).getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Questionnaire préparatoire' })).toBeInTheDocument();
    await user.click(continueButton());
    await user.click(await screen.findByRole('checkbox', { name: AGREEMENT }));
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    await screen.findByRole('heading', { name: 'Rendez-vous confirmé\u202f!' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      professionalId: 1,
      start: '2026-11-24T08:30:00.000Z',
      mode: 'cabinet',
      reason: 'Consultation générale',
      answers: { '0': 'Pacsé(e)' },
      isFirstConsultation: true,
      acceptsFeeAgreement: true,
    });
  });

  it('skips the questionnaire without questions', async () => {
    const { user } = setup({});
    await toSchedule(user);
    await user.click(screen.getByRole('button', { name: SLOT_0930 }));
    expect(await screen.findByRole('heading', { name: 'Connectez-vous pour confirmer' })).toBeInTheDocument();
    expect(screen.queryByText('Questionnaire préparatoire')).toBeNull();
  });

  it('signs in at the login step: button disabled while a field is empty or while submitting, errors in the red box', async () => {
    let answerLogin: (response: Response) => void = () => undefined;
    let attempts = 0;
    const { user } = setup({
      routes: [
        {
          method: 'POST',
          path: '/api/auth/client/login',
          handler: () => {
            attempts += 1;
            if (attempts === 1)
              return json(
                { error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou mot de passe incorrect' } },
                401,
              );
            return new Promise<Response>((resolve) => {
              answerLogin = resolve;
            });
          },
        },
      ],
    });
    await toSchedule(user);
    await user.click(screen.getByRole('button', { name: SLOT_0930 }));
    await screen.findByRole('heading', { name: 'Connectez-vous pour confirmer' });
    const submit = within(dialog()).getByRole('button', { name: 'Se connecter' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog()).getByLabelText('E-mail'), 'lucas.moreau@example.com');
    expect(submit).toBeDisabled();
    await user.type(within(dialog()).getByLabelText('Mot de passe'), 'mauvais');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('E-mail ou mot de passe incorrect');

    await user.clear(within(dialog()).getByLabelText('Mot de passe'));
    await user.type(within(dialog()).getByLabelText('Mot de passe'), 'demo-2025');
    await user.click(submit);
    expect(await within(dialog()).findByRole('button', { name: 'Connexion…' })).toBeDisabled();
    answerLogin(json(SIGNED_IN));
    // The sign-in form's button is gone: the recap's heading (a new element) takes the focus.
    expect(await screen.findByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' })).toHaveFocus();
    expect(screen.getByText('Lucas Moreau')).toBeInTheDocument();
    expect(screen.getByText('Consultation générale')).toBeInTheDocument();
  });

  it('shows the generic message when the login fails unexpectedly', async () => {
    const { user } = setup({
      routes: [
        {
          method: 'POST',
          path: '/api/auth/client/login',
          handler: () => new Response('boom', { status: 500 }),
        },
      ],
    });
    await toSchedule(user);
    await user.click(screen.getByRole('button', { name: SLOT_0930 }));
    await user.type(await within(dialog()).findByLabelText('E-mail'), 'lucas.moreau@example.com');
    await user.type(within(dialog()).getByLabelText('Mot de passe'), 'demo-2025');
    await user.click(within(dialog()).getByRole('button', { name: 'Se connecter' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la connexion',
    );
  });

  it('creates an account inside the step without losing the booking', async () => {
    const { user, api } = setup({
      routes: [{ method: 'POST', path: '/api/auth/client/register', handler: () => json(SIGNED_IN, 201) }],
    });
    await screen.findByRole('heading', { name: 'Motif de la consultation' });
    await user.clear(screen.getByLabelText('Motif de votre rendez-vous'));
    await user.type(screen.getByLabelText('Motif de votre rendez-vous'), 'Garde des enfants');
    await user.click(continueButton());
    await user.click(await screen.findByRole('radio', { name: 'Cabinet' }));
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: SLOT_0930 }));
    await user.click(await screen.findByRole('button', { name: 'Créer un compte' }));
    expect(await screen.findByRole('heading', { name: 'Créer un compte' })).toBeInTheDocument();
    const scope = within(dialog());
    await user.type(scope.getByLabelText('Prénom'), 'Léa');
    await user.type(scope.getByLabelText('Nom'), 'Durand');
    await user.type(scope.getByLabelText('E-mail'), 'lea.durand@example.com');
    await user.type(scope.getByLabelText('Mot de passe'), 'Tournesol-Violet-2025');
    await user.type(scope.getByLabelText('Confirmer le mot de passe'), 'Tournesol-Violet-2024');
    await user.click(scope.getByRole('button', { name: 'Créer mon compte' }));
    expect(await scope.findByRole('alert')).toHaveTextContent('Les mots de passe ne correspondent pas');
    await user.clear(scope.getByLabelText('Confirmer le mot de passe'));
    await user.type(scope.getByLabelText('Confirmer le mot de passe'), 'Tournesol-Violet-2025');
    await user.click(scope.getByRole('button', { name: 'Créer mon compte' }));
    expect(await scope.findByRole('alert')).toHaveTextContent(
      "Vous devez accepter les conditions d'utilisation",
    );
    await user.click(scope.getByRole('checkbox', { name: /J'accepte les/ }));
    await user.click(scope.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' })).toHaveFocus();
    expect(screen.getByText('Garde des enfants')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/auth/client/register')?.body).toEqual({
      firstName: 'Léa',
      lastName: 'Durand',
      email: 'lea.durand@example.com',
      password: 'Tournesol-Violet-2025',
      acceptTerms: true,
    });
  });

  it('asks to accept the fee agreement of a paying consultation before sending anything, with a link to read it', async () => {
    const { user, api } = setup({
      signedIn: true,
      routes: [
        {
          method: 'GET',
          path: /^\/api\/professionals\/1\/fee-agreement-preview\.json\?/,
          handler: () => json(AGREEMENT_CONTENT),
        },
        {
          method: 'POST',
          path: '/api/appointments',
          handler: () => json({ appointment: makeAppointment(), notifications: EMAILS_SENT }, 201),
        },
      ],
    });
    await toSchedule(user);
    await user.click(screen.getByRole('button', { name: SLOT_0930 }));
    // « Lire la convention » opens a sheet with its text, a close button and the PDF.
    await user.click(await screen.findByRole('button', { name: 'Lire la convention d’honoraires' }));
    const sheet = await screen.findByRole('dialog', { name: 'Convention d’honoraires' });
    expect(await within(sheet).findByText('Conditions de la convention.')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute(
      'href',
      '/api/professionals/1/fee-agreement-preview?first=true&mode=cabinet&start=2026-11-24T08%3A30%3A00.000Z',
    );
    expect(
      api.calls.some((call) =>
        call.path.startsWith('/api/professionals/1/fee-agreement-preview.json?first=true&mode=cabinet'),
      ),
    ).toBe(true);
    await user.click(within(sheet).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Convention d’honoraires' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Acceptez la convention d'honoraires");
    expect(screen.getByRole('checkbox', { name: AGREEMENT })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: AGREEMENT }));
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    await screen.findByRole('heading', { name: 'Rendez-vous confirmé\u202f!' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      acceptsFeeAgreement: true,
    });
  });

  it('asks nothing for a free first consultation', async () => {
    const profile = makeProfile();
    const { user, api } = setup({
      signedIn: true,
      profile: makeProfile({
        fees: profile.fees ? { ...profile.fees, firstConsultation: { kind: 'free' } } : null,
      }),
      routes: [
        {
          method: 'POST',
          path: '/api/appointments',
          handler: () => json({ appointment: makeAppointment(), notifications: EMAILS_SENT }, 201),
        },
      ],
    });
    await toSchedule(user);
    await user.click(screen.getByRole('button', { name: SLOT_0930 }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer le rendez-vous' }));
    await screen.findByRole('heading', { name: 'Rendez-vous confirmé\u202f!' });
    expect(screen.queryByRole('checkbox', { name: /convention/ })).toBeNull();
    expect(api.calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('acceptsFeeAgreement');
  });

  it('confirms: « Rendez-vous confirmé ! » with its four promises for a video booking days away, then back to the results', async () => {
    const { user } = setup({
      signedIn: true,
      routes: [
        {
          method: 'POST',
          path: '/api/appointments',
          handler: () =>
            json(
              {
                appointment: makeAppointment({ status: 'confirmed', mode: 'visio', start: hoursFromNow(72) }),
                notifications: EMAILS_SENT,
              },
              201,
            ),
        },
      ],
    });
    await toSchedule(user);
    await user.click(screen.getByRole('button', { name: SLOT_0930 }));
    await user.click(await screen.findByRole('checkbox', { name: AGREEMENT }));
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    expect(await screen.findByRole('heading', { name: 'Rendez-vous confirmé\u202f!' })).toHaveFocus();
    for (const promise of [
      /rappel .*24\sh avant/i,
      /Annulation possible jusqu'à 24\sh avant/,
      /confirmation .*par e-mail/i,
      /lien de visioconférence .*par e-mail/i,
    ]) {
      expect(screen.getByText(promise)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Retour aux résultats' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('fermé')).toBeInTheDocument();
    // The slot it was opened from is booked: the focus goes to the professional's card.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Maître Sophie Martin' })).toHaveFocus());
  });

  it('promises neither a video link, nor a reminder, nor a cancellation for a phone booking two hours away', async () => {
    const { user } = setup({
      signedIn: true,
      routes: [
        {
          method: 'POST',
          path: '/api/appointments',
          handler: () =>
            json(
              {
                appointment: makeAppointment({
                  status: 'confirmed',
                  mode: 'telephone',
                  start: hoursFromNow(2),
                }),
                notifications: { emailDelivery: true, reminderScheduled: false },
              },
              201,
            ),
        },
      ],
    });
    await toSchedule(user);
    await user.click(screen.getByRole('button', { name: SLOT_0930 }));
    await user.click(await screen.findByRole('checkbox', { name: AGREEMENT }));
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    expect(await screen.findByRole('heading', { name: 'Rendez-vous confirmé\u202f!' })).toBeInTheDocument();
    expect(screen.getByText('Une confirmation vous a été envoyée par e-mail')).toBeInTheDocument();
    expect(screen.queryByText(/rappel/i)).toBeNull();
    expect(screen.queryByText(/Annulation possible/)).toBeNull();
    expect(screen.queryByText(/visioconférence/i)).toBeNull();
  });

  it('promises no e-mail when e-mails do not leave the server', async () => {
    const { user } = setup({
      signedIn: true,
      routes: [
        {
          method: 'POST',
          path: '/api/appointments',
          handler: () =>
            json(
              {
                appointment: makeAppointment({ status: 'confirmed', mode: 'visio', start: hoursFromNow(72) }),
                notifications: { emailDelivery: false, reminderScheduled: true },
              },
              201,
            ),
        },
      ],
    });
    await toSchedule(user);
    await user.click(screen.getByRole('button', { name: SLOT_0930 }));
    await user.click(await screen.findByRole('checkbox', { name: AGREEMENT }));
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    expect(await screen.findByRole('heading', { name: 'Rendez-vous confirmé\u202f!' })).toBeInTheDocument();
    expect(screen.queryByText(/par e-mail/)).toBeNull();
    expect(screen.getByText("Annulation possible jusqu'à 24 h avant le rendez-vous")).toBeInTheDocument();
    expect(
      screen.getByText(/Le lien de visioconférence sera disponible dans votre espace personnel/),
    ).toBeInTheDocument();
  });

  it('says the request was sent when the appointment is pending', async () => {
    const { user } = setup({
      signedIn: true,
      profile: makeProfile({ id: 1, name: 'Maître Thomas Bernard', modes: ['cabinet', 'telephone'] }),
      routes: [
        {
          method: 'POST',
          path: '/api/appointments',
          handler: () =>
            json(
              {
                appointment: makeAppointment({ status: 'pending', lawyer: 'Maître Thomas Bernard' }),
                notifications: { emailDelivery: true, reminderScheduled: false },
              },
              201,
            ),
        },
      ],
    });
    await toSchedule(user);
    await user.click(
      screen.getByRole('button', { name: 'mardi 24 novembre 2026 à 09:30 — Cabinet, Visioconférence' }),
    );
    await user.click(
      await screen.findByRole('checkbox', { name: /convention d'honoraires de Maître Thomas Bernard/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    expect(
      await screen.findByRole('heading', { name: 'Demande de rendez-vous envoyée' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Rendez-vous confirmé !')).toBeNull();
    expect(screen.getByText(/Le professionnel doit la confirmer/)).toBeInTheDocument();
    expect(screen.getByText(/Vous recevrez un e-mail/)).toBeInTheDocument();
  });

  it('goes back to the schedule with the message and fresh slots when the slot was taken', async () => {
    let profileLoads = 0;
    const first = makeProfile();
    const refreshed = makeProfile({
      slotDays: [
        {
          date: '2026-11-24',
          slots: (first.slotDays[0]?.slots ?? []).filter((slot) => !slot.start.includes('08:30')),
        },
      ],
    });
    const { user, api } = setup({
      signedIn: true,
      routes: [
        {
          method: 'GET',
          path: '/api/professionals/1',
          handler: () => {
            profileLoads += 1;
            return json(profileLoads === 1 ? first : refreshed);
          },
        },
        {
          method: 'POST',
          path: '/api/appointments',
          handler: () =>
            json(
              {
                error: {
                  code: 'SLOT_TAKEN',
                  message: "Ce créneau vient d'être réservé. Choisissez un autre horaire.",
                },
              },
              409,
            ),
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Motif de la consultation' });
    await user.clear(screen.getByLabelText('Motif de votre rendez-vous'));
    await user.type(screen.getByLabelText('Motif de votre rendez-vous'), 'Divorce');
    await user.click(continueButton());
    await user.click(await screen.findByRole('radio', { name: 'Visioconférence' }));
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: SLOT_0930 }));
    await user.click(await screen.findByRole('checkbox', { name: AGREEMENT }));
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));

    expect(await screen.findByRole('heading', { name: 'Choisissez un créneau' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent("Ce créneau vient d'être réservé.");
    await waitFor(() => expect(screen.queryByRole('button', { name: SLOT_0930 })).toBeNull());
    expect(profileLoads).toBe(2);
    expect(screen.getByRole('checkbox', { name: 'Afficher tous les modes' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /mardi 24 novembre 2026 à 10:00/ }));
    await screen.findByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' });
    expect(screen.getByText('Divorce')).toBeInTheDocument();
    expect(screen.getByText('Visioconférence')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/appointments')).toHaveLength(1);
  });

  it('asks an unconfirmed client to confirm the address, offers the resend, and shows the refusal once', async () => {
    const unverified = { user: { ...SIGNED_IN.user, emailVerified: false } };
    const { user, api } = setup({
      routes: [
        { method: 'GET', path: '/api/auth/client/session', handler: () => json(unverified) },
        {
          method: 'POST',
          path: '/api/auth/client/email/resend',
          handler: () => json({ email: SIGNED_IN.user.email }),
        },
        {
          method: 'POST',
          path: '/api/appointments',
          handler: () =>
            json({ error: { code: 'EMAIL_NOT_VERIFIED', message: EMAIL_NOT_VERIFIED_MESSAGE } }, 403),
        },
      ],
    });
    await toSchedule(user, 'Visioconférence');
    await user.click(await screen.findByRole('button', { name: SLOT_0930 }));
    await screen.findByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' });
    const notice = within(dialog()).getByRole('region', { name: 'Adresse e-mail à confirmer' });
    expect(notice).toHaveTextContent('Confirmez votre adresse e-mail pour réserver');
    await user.click(within(notice).getByRole('button', { name: "Renvoyer l'e-mail de confirmation" }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      `Un nouvel e-mail de confirmation a été envoyé à ${SIGNED_IN.user.email}.`,
    );

    await user.click(screen.getByRole('checkbox', { name: AGREEMENT }));
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/appointments')).toHaveLength(1),
    );
    expect(screen.getByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('region', { name: 'Adresse e-mail à confirmer' })).toBeInTheDocument();
    // The notice already says it: no red box repeating the refusal.
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('keeps a preselected slot and its mode, still starting at the reason', async () => {
    const { user } = setup({
      signedIn: true,
      preselectedSlot: { start: '2026-11-24T08:30:00.000Z', modes: ['visio', 'cabinet'] },
    });
    await toMode(user);
    expect(screen.getByRole('radio', { name: 'Visioconférence' })).toBeChecked();
    await user.click(continueButton());
    expect(
      await screen.findByText(/Créneau sélectionné\s: mardi 24 novembre 2026 à 09:30/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SLOT_0930 })).toHaveAttribute('aria-pressed', 'true');
    await user.click(continueButton());
    expect(
      await screen.findByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' }),
    ).toBeInTheDocument();
  });

  it('says « Avocat introuvable » for an unknown professional', async () => {
    stubApi([
      {
        method: 'GET',
        path: '/api/professionals/1',
        handler: () => json({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } }, 404),
      },
    ]);
    render(
      withQueryClient(
        <MemoryRouter>
          <Harness />
        </MemoryRouter>,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Avocat introuvable');
  });
});

function Opener() {
  const { openBooking } = useBookingLauncher();
  return (
    <button
      type="button"
      onClick={() => openBooking(1, { start: '2026-11-24T08:30:00.000Z', modes: ['cabinet'] })}
    >
      Prendre RDV
    </button>
  );
}

/** Reports the router's current path and query. */
function Where(props: { onLocation: (path: string) => void }) {
  const location = useLocation();
  props.onLocation(`${location.pathname}${location.search}`);
  return null;
}

function Lonely() {
  useBookingLauncher();
  return null;
}

describe('BookingLauncher', () => {
  it('opens one booking dialog and gives the focus back when it closes', async () => {
    stubApi([
      { method: 'GET', path: '/api/professionals/1', handler: () => json(makeProfile()) },
      { method: 'GET', path: '/api/auth/client/session', handler: () => json(SIGNED_OUT) },
    ]);
    const user = userEvent.setup();
    render(
      withQueryClient(
        <MemoryRouter>
          <BookingLauncherProvider>
            <Opener />
          </BookingLauncherProvider>
        </MemoryRouter>,
      ),
    );
    const opener = screen.getByRole('button', { name: 'Prendre RDV' });
    await user.click(opener);
    expect(await screen.findByRole('heading', { name: 'Motif de la consultation' })).toBeInTheDocument();
    // The profile arrives after the dialog opened: the focus still lands in the first field.
    await waitFor(() => expect(screen.getByLabelText('Motif de votre rendez-vous')).toHaveFocus());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('reopens a booking brought back from an identity provider at the account step, and drops it from the address', async () => {
    stubApi([
      { method: 'GET', path: '/api/professionals/1', handler: () => json(makeProfile()) },
      { method: 'GET', path: '/api/auth/client/session', handler: () => json(SIGNED_IN) },
    ]);
    const resume = encodeBookingResume({
      professionalId: 1,
      state: {
        step: 'login',
        reason: 'Garde des enfants',
        opposingParty: '',
        mode: 'cabinet',
        slot: { start: '2026-11-24T08:30:00.000Z', modes: ['cabinet', 'visio'] },
        answers: {},
        isFirstConsultation: true,
        acceptsFeeAgreement: false,
      },
    });
    let current = '';
    render(
      withQueryClient(
        <MemoryRouter initialEntries={[`/lawyer/1?tri=note&${BOOKING_RESUME_PARAM}=${resume}`]}>
          <BookingLauncherProvider>
            <Where
              onLocation={(path) => {
                current = path;
              }}
            />
          </BookingLauncherProvider>
        </MemoryRouter>,
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' }),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('Garde des enfants')).toBeInTheDocument();
    expect(current).toBe('/lawyer/1?tri=note');
  });

  it('refuses to work outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Lonely />)).toThrow(/BookingLauncherProvider/);
  });
});

describe('BookingDialog: what will happen', () => {
  const expectationsRoute = (body: unknown): TRoute => ({
    method: 'GET',
    path: '/api/professionals/1/booking-expectations',
    handler: () => json(body),
  });
  const FREE = (() => {
    const profile = makeProfile();
    return makeProfile({
      fees: profile.fees ? { ...profile.fees, firstConsultation: { kind: 'free' } } : null,
    });
  })();

  it('ends on « Envoyer ma demande » with the usual answer delay when the professional confirms by hand', async () => {
    const { user } = setup({
      signedIn: true,
      profile: FREE,
      routes: [
        expectationsRoute({
          confirmation: 'manual',
          typicalResponseDelayMs: 3 * 3_600_000,
          responseDelayText: 'Répond en général en moins de 3\u00a0h',
        }),
        {
          method: 'GET',
          path: /^\/api\/client\/appointments\/same-professional\?/,
          handler: () => json({ existing: null }),
        },
        {
          method: 'POST',
          path: '/api/appointments',
          handler: () =>
            json({ appointment: makeAppointment({ status: 'pending' }), notifications: EMAILS_SENT }, 201),
        },
      ],
    });
    await toSchedule(user);
    // The chosen slot stays in sight at every step.
    expect(screen.getByRole('region', { name: 'Votre rendez-vous' })).toHaveTextContent('Créneau à choisir');
    await user.click(screen.getByRole('button', { name: SLOT_0930 }));
    await screen.findByRole('heading', { name: 'Prêt à envoyer votre demande' });
    const send = screen.getByRole('button', { name: 'Envoyer ma demande' });
    expect(send).toHaveAccessibleDescription('Répond en général en moins de 3\u00a0h.');
    expect(screen.queryByRole('button', { name: 'Confirmer le rendez-vous' })).toBeNull();
    await user.click(send);
    await screen.findByRole('heading', { name: 'Demande de rendez-vous envoyée' });
    const links = within(dialog()).getAllByRole('link').concat(within(dialog()).getAllByRole('button'));
    expect(links[0]).toHaveAccessibleName('Voir mon rendez-vous');
    expect(screen.getByRole('link', { name: 'Voir mon rendez-vous' })).toHaveAttribute(
      'href',
      '/dashboard?rdv=10',
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter à mon agenda' }));
    expect(await screen.findByRole('menuitem', { name: 'Fichier .ics (Apple, Outlook…)' })).toHaveAttribute(
      'href',
      '/api/client/appointments/10/calendar.ics',
    );
    const google = new URL(
      screen.getByRole('menuitem', { name: 'Google Agenda' }).getAttribute('href') ?? '',
    );
    expect(google.searchParams.get('dates')).toBe('20261124T083000Z/20261124T090000Z');
  });

  it('shows the slot, mode and fee from the first step when a slot was picked on the results', async () => {
    setup({ preselectedSlot: { start: '2026-11-24T08:30:00.000Z', modes: ['cabinet', 'visio'] } });
    await screen.findByRole('heading', { name: 'Motif de la consultation' });
    const summary = screen.getByRole('region', { name: 'Votre rendez-vous' });
    expect(summary).toHaveTextContent('mardi 24 novembre 2026 à 09:30');
    expect(summary).toHaveTextContent('Cabinet');
    expect(summary).toHaveTextContent('120');
  });

  const EXISTING = {
    existing: {
      id: 42,
      start: '2026-11-24T08:00:00.000Z',
      status: 'confirmed',
      professionalName: 'Maître Sophie Martin',
      question:
        'Vous avez déjà un rendez-vous avec Maître Sophie Martin le mardi 24 novembre à 09:00\u00a0: le déplacer\u202f?',
    },
  };

  it('asks before a second booking the same day, and « Déplacer » moves the first one to the chosen slot', async () => {
    const { user, api } = setup({
      signedIn: true,
      profile: FREE,
      routes: [
        {
          method: 'GET',
          path: /^\/api\/client\/appointments\/same-professional\?/,
          handler: () => json(EXISTING),
        },
        {
          method: 'POST',
          path: '/api/client/appointments/42/reschedule',
          handler: () => json(makeAppointment({ id: 42 })),
        },
      ],
    });
    await toSchedule(user);
    await user.click(screen.getByRole('button', { name: SLOT_0930 }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer le rendez-vous' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveAccessibleDescription(EXISTING.existing.question);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Déplacer' }));
    await screen.findByRole('heading', { name: 'Rendez-vous déplacé' });
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/client/appointments/42/reschedule',
      body: { start: '2026-11-24T08:30:00.000Z', mode: 'cabinet' },
    });
    expect(api.calls.some((call) => call.path === '/api/appointments')).toBe(false);
  });

  it('« Prendre un autre rendez-vous » books as asked', async () => {
    const { user, api } = setup({
      signedIn: true,
      profile: FREE,
      routes: [
        {
          method: 'GET',
          path: /^\/api\/client\/appointments\/same-professional\?/,
          handler: () => json(EXISTING),
        },
        {
          method: 'POST',
          path: '/api/appointments',
          handler: () => json({ appointment: makeAppointment(), notifications: EMAILS_SENT }, 201),
        },
      ],
    });
    await toSchedule(user);
    await user.click(screen.getByRole('button', { name: SLOT_0930 }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer le rendez-vous' }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Prendre un autre rendez-vous' }));
    await screen.findByRole('heading', { name: 'Rendez-vous confirmé\u202f!' });
    expect(api.calls.filter((call) => call.path === '/api/appointments')).toHaveLength(1);
  });
});
