import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { TClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import { foldCardSlots } from '#domain/directory/professionals/card-slots.ts';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import type { TDaySlots } from '#domain/directory/professionals/search-schemas.ts';

/** Paris times in November (UTC+1): `count` half-hour slots from 09:00. */
export function daySlots(
  date: string,
  count: number,
  modes: TDaySlots['slots'][number]['modes'] = ['cabinet', 'visio'],
) {
  return {
    date,
    slots: Array.from({ length: count }, (_, index) => {
      const minutes = 9 * 60 + index * 30;
      const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
      const mm = String(minutes % 60).padStart(2, '0');
      const utcHour = String(Math.floor(minutes / 60) - 1).padStart(2, '0');
      return { start: `${date}T${utcHour}:${mm}:00.000Z`, time: `${hh}:${mm}`, modes: [...modes] };
    }),
  } satisfies TDaySlots;
}

export function makeProfile(overrides: Partial<TProfessionalProfile> = {}): TProfessionalProfile {
  const slotDays = [daySlots('2026-11-24', 3), daySlots('2026-11-25', 2, ['telephone'])];
  return {
    id: 1,
    name: 'Maître Sophie Martin',
    professionalType: 'avocat',
    title: 'Avocate',
    specialty: 'Droit de la famille',
    specialties: ['Droit de la famille'],
    experienceYears: 15,
    rating: 4.8,
    reviewCount: 127,
    description: 'Avocate en droit de la famille.',
    streetAddress: '45 boulevard Malesherbes',
    postalCode: '75008',
    city: 'Paris',
    phone: '01 42 65 18 40',
    languages: ['Français'],
    modes: ['cabinet', 'visio', 'telephone'],
    fees: {
      firstConsultation: { kind: 'amount', cents: 12_000 },
      followUp: { kind: 'amount', cents: 10_000 },
      urgent: { kind: 'amount', cents: 18_000 },
      legalInsuranceAccepted: true,
      paymentMeans: ['carte', 'cheque', 'especes'],
      paymentFacilities: true,
    },
    acceptsLegalAid: true,
    acceptsOnlineBooking: true,
    latitude: null,
    longitude: null,
    distanceKm: null,
    ...foldCardSlots(slotDays),
    practice: 'Martin Avocats',
    fullDescription: 'Présentation.',
    education: [],
    certifications: [],
    questionnaire: [],
    slotDays,
    nextAvailableAt: slotDays[0]?.slots[0]?.start ?? null,
    faq: [],
    ...overrides,
  };
}

export const SOPHIE_QUESTIONS: TProfessionalProfile['questionnaire'] = [
  {
    question: 'Quelle est votre situation familiale\u202f?',
    type: 'select',
    options: ['Marié(e)', 'Pacsé(e)'],
  },
  { question: "Combien d'enfants sont concernés\u202f?", type: 'text' },
  { question: 'Décrivez brièvement votre situation et vos attentes.', type: 'textarea' },
];

export function makeAppointment(overrides: Partial<TClientAppointment> = {}): TClientAppointment {
  return {
    id: 10,
    professionalId: 1,
    lawyer: 'Maître Sophie Martin',
    specialty: 'Droit de la famille',
    date: '2026-11-24',
    time: '09:30',
    start: '2026-11-24T08:30:00.000Z',
    end: '2026-11-24T09:00:00.000Z',
    durationMinutes: 30,
    mode: 'cabinet',
    address: '45 boulevard Malesherbes, 75008 Paris',
    phone: '01 42 65 18 40',
    status: 'confirmed',
    reason: 'Consultation générale',
    meetingUrl: null,
    recordingConsentAt: null,
    recordingRequested: false,
    canChange: true,
    changeBlockedReason: null,
    canJoinVideo: false,
    review: null,
    reviewableUntil: null,
    cancellationReason: null,
    hasFeeAgreement: false,
    ...overrides,
  };
}

export const SIGNED_OUT = { user: null };
export const SIGNED_IN = {
  user: {
    id: 'u1',
    email: 'lucas.moreau@example.com',
    firstName: 'Lucas',
    lastName: 'Moreau',
    name: 'Lucas Moreau',
    role: 'client' as const,
    emailVerified: true,
  },
};

type THandler = (request: { method: string; path: string; body: unknown }) => Response | Promise<Response>;
export type TRoute = { method: string; path: string | RegExp; handler: THandler };

export const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A fetch stub answering by method and path; every call is recorded. Unknown calls answer 404. */
export function stubApi(routes: TRoute[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const route = routes.find(
      (candidate) =>
        candidate.method === method &&
        (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
    );
    if (!route) return json({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } }, 404);
    return route.handler(call);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}

export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function withQueryClient(children: ReactNode, client = newQueryClient()) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
