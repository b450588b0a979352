import type { TCaseDetail, TCaseSummary, TProClient } from '#domain/practice/cases/case-schemas.ts';
import type { TWorkSession } from '#domain/practice/work-timer/work-timer.ts';

export function makeCaseSummary(overrides: Partial<TCaseSummary> = {}): TCaseSummary {
  return {
    id: 1,
    title: 'Divorce Dubois',
    clientName: 'Marie Dubois',
    category: 'Droit de la famille',
    status: 'En cours',
    priority: 'Haute',
    openingDate: '2099-01-10',
    lastUpdate: '2099-02-03T10:00:00.000Z',
    nextDeadline: '2099-03-15',
    ...overrides,
  };
}

export function makeWorkSession(overrides: Partial<TWorkSession> = {}): TWorkSession {
  return {
    id: 7,
    title: 'Rédaction des conclusions',
    description: null,
    date: '2099-02-01',
    startedAt: '2099-02-01T08:00:00.000Z',
    endedAt: '2099-02-01T09:30:00.000Z',
    durationMinutes: 90,
    status: 'completed',
    caseId: 1,
    caseTitle: 'Divorce Dubois',
    ...overrides,
  };
}

export function makeCaseDetail(overrides: Partial<TCaseDetail> = {}): TCaseDetail {
  return {
    ...makeCaseSummary(),
    description: null,
    notes: null,
    estimatedValueCents: null,
    client: {
      userId: null,
      name: 'Marie Dubois',
      email: 'marie.dubois@example.com',
      phone: null,
      address: null,
    },
    tags: [],
    documents: [],
    workSessions: [],
    totalWorkMinutes: 0,
    appointments: [],
    opposingParties: [],
    possibleConflicts: [],
    access: 'own',
    responsibleLawyer: 'Maître Sophie Martin',
    ...overrides,
  };
}

export function makeProClient(overrides: Partial<TProClient> = {}): TProClient {
  return {
    key: 'u-1',
    userId: '0b7e7f5e-3c55-4d5e-9c59-2d1f0b1f0a01',
    name: 'Lucas Moreau',
    email: 'lucas.moreau@example.com',
    phone: '06 12 34 56 78',
    appointmentsCount: 2,
    lastAppointmentDate: '2099-01-05',
    ...overrides,
  };
}
