import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  TVideoConsultation,
  TVideoConsultationsResponse,
} from '#domain/appointments/video-consultations/video-consultations.ts';
import {
  defaultVideoSettings,
  type TVideoSettings,
} from '#domain/appointments/video-consultations/video-settings.ts';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { json, stubApi, type TRoute, withQueryClient } from '../booking/test-support';
import { makeProAppointment } from '../professional-actions/test-fixtures';
import { checkCameraAndMicrophone, DEVICE_MESSAGES } from './device-test';
import { ProVideoPage } from './pro-video-page';

// Monday 23 November 2026, 10:00 Paris (UTC+1).
const NOW = new Date('2026-11-23T09:00:00Z');

beforeEach(() => {
  // Only the clock is frozen: timers stay real for user-event and TanStack Query.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function consultation(overrides: Partial<TVideoConsultation> = {}): TVideoConsultation {
  return {
    ...makeProAppointment({
      mode: 'video',
      location: null,
      meetingUrl: 'https://meet.jit.si/JurisRDV-abc123',
    }),
    videoStatus: 'upcoming',
    ...overrides,
  };
}

// Starts in 10 min (10:10 Paris): « Démarrer » is open.
const SOON = consultation({
  id: 1,
  client: 'Marie Dubois',
  phone: '06 12 34 56 78',
  email: 'marie.dubois@example.com',
  type: 'Consultation divorce',
  date: '2026-11-23',
  time: '10:10',
  start: '2026-11-23T09:10:00.000Z',
  end: '2026-11-23T09:40:00.000Z',
});
// Starts in 2 days 4 hours: « Démarrer » is closed.
const LATER = consultation({
  id: 2,
  client: 'Lucas Moreau',
  email: null,
  phone: null,
  type: 'Consultation commercial',
  date: '2026-11-25',
  time: '14:00',
  start: '2026-11-25T13:00:00.000Z',
  end: '2026-11-25T14:00:00.000Z',
  durationMinutes: 60,
  duration: '1h',
});
const DONE = consultation({
  id: 3,
  client: 'Anne Petit',
  type: 'Consultation fiscale',
  date: '2026-11-20',
  time: '09:00',
  start: '2026-11-20T08:00:00.000Z',
  end: '2026-11-20T09:30:00.000Z',
  durationMinutes: 90,
  duration: '1h30',
  status: 'completed',
  videoStatus: 'completed',
  notes: [
    {
      id: 7,
      content: 'Déclaration de succession à préparer.',
      date: '20/11/2026',
      createdAt: '2026-11-20T09:30:00.000Z',
      location: 'Visioconférence',
    },
  ],
});

const FACTS: TSiteFacts = {
  supportEmail: 'contact@jurisrdv.fr',
  emailDelivery: false,
  secureTransport: false,
  smsHost: null,
  videoHost: 'meet.jit.si',
  videoProvider: 'jitsi',
  demoBookingUrl: null,
  publicProfessionalCount: 0,
  demoMode: true,
  publicCommuneCount: 0,
};

const RESPONSE: TVideoConsultationsResponse = {
  upcoming: [SOON, LATER],
  history: [DONE],
  summary: { today: 1, thisWeek: 2, totalMinutes: 90, uniqueClients: 3 },
};

function proSession(verificationStatus: 'pending' | 'verified') {
  return {
    user: {
      id: 'p1',
      email: 'sophie.martin@example.com',
      firstName: 'Sophie',
      lastName: 'Martin',
      name: 'Sophie Martin',
      role: 'professional',
    },
    professional: {
      id: 1,
      specialty: 'Droit de la famille',
      practice: 'Martin Avocats',
      barNumber: 'PARIS-A1',
      verificationStatus,
      isVerified: verificationStatus === 'verified',
      rejectionReason: null,
    },
  };
}

function setup(
  options: {
    routes?: TRoute[];
    response?: TVideoConsultationsResponse;
    verificationStatus?: 'pending' | 'verified';
    settings?: TVideoSettings;
    facts?: Partial<TSiteFacts>;
  } = {},
) {
  let settings: TVideoSettings = options.settings ?? defaultVideoSettings();
  const api = stubApi([
    ...(options.routes ?? []),
    {
      method: 'GET',
      path: '/api/auth/pro/session',
      handler: () => json(proSession(options.verificationStatus ?? 'verified')),
    },
    {
      method: 'GET',
      path: '/api/pro/video-consultations',
      handler: () => json(options.response ?? RESPONSE),
    },
    { method: 'GET', path: '/api/pro/video-settings', handler: () => json(settings) },
    { method: 'GET', path: '/api/site/facts', handler: () => json({ ...FACTS, ...options.facts }) },
    {
      method: 'PUT',
      path: '/api/pro/video-settings',
      handler: (call) => {
        settings = call.body as TVideoSettings;
        return json(settings);
      },
    },
  ]);
  const router = createMemoryRouter(
    [
      { path: '/pro/dashboard/video', element: <ProVideoPage /> },
      { path: '/pro/dashboard/appointments', element: <p>Page des rendez-vous</p> },
    ],
    { initialEntries: ['/pro/dashboard/video'] },
  );
  const user = userEvent.setup();
  render(withQueryClient(<RouterProvider router={router} />));
  return { api, user, router };
}

function tile(label: string) {
  const summary = within(screen.getByRole('region', { name: 'Résumé des visioconférences' }));
  return summary.getByText(label).closest('dt')?.nextElementSibling;
}

function fakeStream(options: { video?: boolean; audio?: boolean } = {}) {
  const track = (kind: string) => ({ kind, readyState: 'live', stop: vi.fn() });
  const video = options.video === false ? [] : [track('video')];
  const audio = options.audio === false ? [] : [track('audio')];
  const stream = {
    getVideoTracks: () => video,
    getAudioTracks: () => audio,
    getTracks: () => [...video, ...audio],
  };
  return { stream: stream as unknown as MediaStream, tracks: [...video, ...audio] };
}

describe('ProVideoPage', () => {
  it('shows the heading and the four tiles from the server', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes visioconférences' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Gérez vos consultations à distance')).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Marie Dubois' });
    expect(tile("Aujourd'hui")).toHaveTextContent('1');
    expect(tile('Cette semaine')).toHaveTextContent('2');
    expect(tile('Temps total')).toHaveTextContent('1h30');
    expect(tile('Clients uniques')).toHaveTextContent('3');
  });

  it('lists upcoming consultations with countdown, facts and contact actions', async () => {
    setup();
    expect(await screen.findByRole('tab', { name: 'Prochaines (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const soon = screen.getByRole('listitem', { name: 'Marie Dubois' });
    expect(within(soon).getByText('Dans 10 min')).toBeInTheDocument();
    expect(within(soon).getByText('À venir')).toBeInTheDocument();
    expect(within(soon).getByText('Consultation divorce')).toBeInTheDocument();
    expect(within(soon).getByText('lundi 23 novembre 2026')).toBeInTheDocument();
    expect(within(soon).getByText('10:10')).toBeInTheDocument();
    expect(within(soon).getByText('30min')).toBeInTheDocument();
    expect(within(soon).getByText('Visioconférence')).toBeInTheDocument();
    expect(within(soon).getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', 'tel:0612345678');
    expect(within(soon).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      'mailto:marie.dubois@example.com',
    );
    const later = screen.getByRole('listitem', { name: 'Lucas Moreau' });
    expect(within(later).getByText('Dans 2 jours')).toBeInTheDocument();
    expect(within(later).queryByRole('link', { name: 'Appeler' })).not.toBeInTheDocument();
    expect(within(later).queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau rendez-vous' })).toHaveAttribute(
      'href',
      '/pro/dashboard/appointments?nouveau=1',
    );
    await waitFor(() =>
      expect(screen.getByText(/Connectez-vous 15\smin avant le début/)).toHaveTextContent(
        'Le lien de la visioconférence est envoyé par e-mail aux clients qui ont réservé en ligne ; transmettez-le vous-même aux autres.',
      ),
    );
  });

  it('claims no e-mail to clients while the account awaits validation', async () => {
    setup({ verificationStatus: 'pending' });
    await screen.findByRole('listitem', { name: 'Marie Dubois' });
    await waitFor(() =>
      expect(screen.getByText(/Connectez-vous 15\smin avant le début/)).toHaveTextContent(
        'Tant que votre compte n’est pas validé, aucun e-mail n’est envoyé à vos clients',
      ),
    );
    expect(screen.queryByText(/envoyé par e-mail aux clients/)).not.toBeInTheDocument();
  });

  it('opens the meeting in a new tab from 15 min before, and says why it cannot start earlier', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = setup();
    const soon = await screen.findByRole('listitem', { name: 'Marie Dubois' });
    await user.click(within(soon).getByRole('button', { name: 'Démarrer' }));
    expect(open).toHaveBeenCalledWith('https://meet.jit.si/JurisRDV-abc123', '_blank', 'noopener,noreferrer');

    const later = screen.getByRole('listitem', { name: 'Lucas Moreau' });
    const start = within(later).getByRole('button', { name: 'Démarrer' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(
      'La visioconférence pourra être démarrée 15\u00a0min avant le début.',
    );
  });

  it('shows the details dialog of a consultation', async () => {
    const { user } = setup();
    const soon = await screen.findByRole('listitem', { name: 'Marie Dubois' });
    await user.click(within(soon).getByRole('button', { name: /^Voir les détails du rendez-vous avec / }));
    expect(await screen.findByRole('dialog', { name: 'Rendez-vous avec Marie Dubois' })).toBeInTheDocument();
  });

  it('shows the empty state with its two ways forward', async () => {
    const { user, router } = setup({
      response: {
        upcoming: [],
        history: [],
        summary: { today: 0, thisWeek: 0, totalMinutes: 0, uniqueClients: 0 },
      },
    });
    expect(await screen.findByText('Aucune consultation programmée')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Prochaines (0)' })).toBeInTheDocument();
    expect(tile('Temps total')).toHaveTextContent('0h');
    await user.click(screen.getByRole('button', { name: 'Configurer mes disponibilités' }));
    expect(await screen.findByRole('dialog', { name: 'Configurer mes disponibilités' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('link', { name: 'Planifier une consultation' }));
    expect(router.state.location.pathname).toBe('/pro/dashboard/appointments');
    expect(router.state.location.search).toBe('?nouveau=1');
  });

  it('lists the history with « Voir les notes », or « Aucun historique »', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Historique' }));
    const done = screen.getByRole('listitem', { name: 'Anne Petit' });
    expect(within(done).getByText('Terminée')).toBeInTheDocument();
    expect(within(done).getByText('1h30')).toBeInTheDocument();
    // The note the professional wrote, not a count or a placeholder.
    const notes = within(done).getByRole('region', { name: '1 note' });
    expect(within(notes).getByText('Déclaration de succession à préparer.')).toBeInTheDocument();
    expect(within(notes).getByText('20/11/2026')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: /^Voir les notes du rendez-vous avec / }));
    const dialog = await screen.findByRole('dialog', { name: 'Rendez-vous avec Anne Petit' });
    // « Voir les notes » opens the dialog on its Notes tab.
    expect(within(dialog).getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('Déclaration de succession à préparer.')).toBeInTheDocument();
  });

  it('says « Aucune note » on a consultation without notes, and keeps the three latest of many', async () => {
    const note = (id: number, content: string) => ({
      id,
      content,
      date: '20/11/2026',
      createdAt: `2026-11-20T09:3${id}:00.000Z`,
      location: 'Visioconférence',
    });
    const { user } = setup({
      response: {
        ...RESPONSE,
        history: [
          { ...DONE, notes: [1, 2, 3, 4].map((id) => note(id, `Note numéro ${id}`)) },
          { ...DONE, id: 4, client: 'Paul Durand', notes: [] },
        ],
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Historique' }));
    const many = within(screen.getByRole('listitem', { name: 'Anne Petit' })).getByRole('region', {
      name: '4 notes',
    });
    expect(
      within(many)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['20/11/2026Note numéro 4', '20/11/2026Note numéro 3', '20/11/2026Note numéro 2']);
    expect(within(many).getByText('1 autre note dans « Voir les notes »')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Paul Durand' })).getByText('Aucune note'),
    ).toBeInTheDocument();
  });

  it('tells the professional whether the client agreed to recording when they want to record', async () => {
    setup({
      settings: { ...defaultVideoSettings(), autoRecording: true },
      response: {
        ...RESPONSE,
        upcoming: [
          { ...SOON, recordingConsentAt: '2026-11-22T17:15:00.000Z' },
          { ...LATER, hasClientAccount: false },
        ],
      },
    });
    const soon = await screen.findByRole('listitem', { name: 'Marie Dubois' });
    expect(
      await within(soon).findByText(
        'Enregistrement accepté par le client le dimanche 22 novembre 2026 à 18:15.',
      ),
    ).toBeInTheDocument();
    const later = screen.getByRole('listitem', { name: 'Lucas Moreau' });
    expect(
      within(later).getByText(
        'Sans compte client, l’accord à l’enregistrement ne peut pas être recueilli. Le lien de la visioconférence désactive l’enregistrement.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of recording when the professional does not record and no consent was given', async () => {
    setup();
    const soon = await screen.findByRole('listitem', { name: 'Marie Dubois' });
    expect(within(soon).queryByText(/enregistrement/i)).toBeNull();
  });

  it('says what Jitsi does with each setting, and that another provider receives none', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Paramètres' }));
    expect(await screen.findByRole('switch', { name: "Salle d'attente" })).toHaveAccessibleDescription(
      /Jitsi ne permet pas d’ouvrir la salle d’attente par le lien/,
    );
    expect(screen.getByRole('switch', { name: 'Enregistrement automatique' })).toHaveAccessibleDescription(
      /sans le démarrer de lui-même/,
    );
    expect(screen.getByText(/Ces réglages sont transmis à meet\.jit\.si par le lien/)).toBeInTheDocument();
  });

  it('does not pretend a provider other than Jitsi applies the settings', async () => {
    const { user } = setup({ facts: { videoProvider: 'generic', videoHost: 'visio.exemple.fr' } });
    await user.click(await screen.findByRole('tab', { name: 'Paramètres' }));
    for (const name of ['Suppression du bruit', "Salle d'attente", 'Enregistrement automatique']) {
      expect(await screen.findByRole('switch', { name })).toHaveAccessibleDescription(
        'Sans effet\u00a0: visio.exemple.fr ne reçoit pas ce réglage.',
      );
    }
    expect(
      screen.getByText(
        'visio.exemple.fr ne reçoit pas ces réglages : ils sont enregistrés, sans effet sur vos consultations.',
      ),
    ).toBeInTheDocument();
  });

  it('says « Aucun historique » without completed consultations', async () => {
    const { user } = setup({ response: { ...RESPONSE, history: [] } });
    await user.click(await screen.findByRole('tab', { name: 'Historique' }));
    expect(screen.getByText('Aucun historique')).toBeInTheDocument();
  });

  it('runs a real camera and microphone check and stops the tracks', async () => {
    const { stream, tracks } = fakeStream();
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Test de connexion' }));
    expect(await screen.findByText(DEVICE_MESSAGES.ok.replace(/\s/g, ' '))).toHaveAttribute('role', 'status');
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();
  });

  it('shows a French error when the page cannot load', async () => {
    stubApi([]);
    const router = createMemoryRouter([{ path: '/', element: <ProVideoPage /> }]);
    render(withQueryClient(<RouterProvider router={router} />));
    expect(
      await screen.findByText('Impossible de charger vos visioconférences. Veuillez réessayer.'),
    ).toBeInTheDocument();
  });
});

describe('settings tab', () => {
  it('shows the defaults, saves the changes to the server and confirms', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Paramètres' }));
    expect(await screen.findByRole('radio', { name: 'HD (recommandé)' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Suppression du bruit' })).toBeChecked();
    expect(screen.getByRole('switch', { name: "Annulation automatique de l'écho" })).toBeChecked();
    expect(screen.getByRole('switch', { name: "Salle d'attente" })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Enregistrement automatique' })).not.toBeChecked();
    expect(screen.getByText(/nécessite le consentement préalable du client/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    await user.click(screen.getByRole('switch', { name: "Salle d'attente" }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        ...defaultVideoSettings(),
        quality: 'standard',
        waitingRoom: false,
      }),
    );
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
  });

  it('keeps the choices and shows the French message when saving fails', async () => {
    const { user } = setup({
      routes: [
        {
          method: 'PUT',
          path: '/api/pro/video-settings',
          handler: () =>
            json(
              {
                error: {
                  code: 'VALIDATION',
                  message: 'Certains champs sont invalides.',
                  fieldErrors: { quality: 'Qualité vidéo invalide' },
                },
              },
              400,
            ),
        },
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Paramètres' }));
    await user.click(await screen.findByRole('radio', { name: 'Basse' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Certains champs sont invalides.');
    expect(screen.getByRole('radio', { name: 'Basse' })).toBeChecked();
  });

  it('explains that third-party integrations are not available yet', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Paramètres' }));
    expect(await screen.findByRole('button', { name: 'Configurer Microsoft Teams' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Configurer Google Meet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Configurer Zoom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intégration Zoom' });
    expect(dialog).toHaveTextContent("L'intégration avec Zoom n'est pas encore disponible.");
  });

  it('runs the device test from « Tester la configuration »', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Paramètres' }));
    await user.click(await screen.findByRole('button', { name: 'Tester la configuration' }));
    expect(await screen.findByText(DEVICE_MESSAGES.unsupported)).toBeInTheDocument();
  });
});

describe('checkCameraAndMicrophone', () => {
  it('reports missing support, refusals, missing devices and a silent device in French', async () => {
    expect(await checkCameraAndMicrophone(undefined)).toEqual({
      ok: false,
      message: DEVICE_MESSAGES.unsupported,
    });
    const failing = (name: string) => ({
      getUserMedia: vi.fn().mockRejectedValue(new DOMException('x', name)),
    });
    expect(await checkCameraAndMicrophone(failing('NotAllowedError'))).toEqual({
      ok: false,
      message: DEVICE_MESSAGES.denied,
    });
    expect(await checkCameraAndMicrophone(failing('NotFoundError'))).toEqual({
      ok: false,
      message: DEVICE_MESSAGES.missing,
    });
    expect(await checkCameraAndMicrophone(failing('NotReadableError'))).toEqual({
      ok: false,
      message: DEVICE_MESSAGES.busy,
    });
    const { stream, tracks } = fakeStream({ audio: false });
    expect(await checkCameraAndMicrophone({ getUserMedia: vi.fn().mockResolvedValue(stream) })).toEqual({
      ok: false,
      message: DEVICE_MESSAGES.incomplete,
    });
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();
  });
});
