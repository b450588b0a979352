import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';

export function makeProAppointment(overrides: Partial<TProAppointment> = {}): TProAppointment {
  return {
    id: 1,
    client: 'Marie Dubois',
    email: 'marie.dubois@example.com',
    phone: null,
    hasClientAccount: true,
    type: 'Consultation divorce',
    date: '2099-11-24',
    time: '14:30',
    start: '2099-11-24T13:30:00.000Z',
    end: '2099-11-24T14:00:00.000Z',
    durationMinutes: 30,
    duration: '30min',
    mode: 'office',
    status: 'confirmed',
    location: 'Cabinet - Salle 1',
    meetingUrl: null,
    recordingConsentAt: null,
    isFirstConsultation: true,
    cancellationReason: null,
    hasFeeAgreement: false,
    notes: [],
    documents: [],
    questionnaire: [],
    opposingParty: null,
    possibleConflicts: [],
    externalChange: null,
    ...overrides,
  };
}
