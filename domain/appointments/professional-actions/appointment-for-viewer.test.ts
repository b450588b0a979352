import { describe, expect, it } from 'vitest';
import { LAWYER_VIEWER, type TWorkspaceViewer } from '#domain/identity/workspace-access/workspace-viewer.ts';
import {
  appointmentForViewer,
  conflictForStaff,
  conflictsForViewer,
  summaryForViewer,
} from './appointment-for-viewer';
import type { TProAppointment, TProSummary } from './pro-appointment-schemas';

type TConflict = TProAppointment['possibleConflicts'][number];

const assistant = (sharedCaseIds: number[] = []): TWorkspaceViewer => ({
  kind: 'staff',
  lawyerName: 'Maître Sophie Martin',
  sharedCaseIds: new Set(sharedCaseIds),
});

const conflict = (overrides: Partial<TConflict> = {}): TConflict => ({
  subject: 'client',
  subjectName: 'Jean Dupont',
  kind: 'caseOpposingParty',
  matchedName: 'M. Jean Dupont',
  caseId: 12,
  caseTitle: 'Divorce Leroy c/ Dupont',
  contactId: null,
  appointmentId: null,
  appointmentDate: null,
  heldBy: null,
  ...overrides,
});

const SECRETS = [
  'Le client craint que son employeur apprenne la procédure',
  'Refus\u00a0: conflit avec le dossier Leroy',
  'Relevés bancaires 2025',
  'releves-2025.pdf',
  'Mon épouse a quitté le domicile en mars',
  'Claire Leroy',
  'Divorce Leroy c/ Dupont',
];

function sophiesAppointment(overrides: Partial<TProAppointment> = {}): TProAppointment {
  return {
    id: 41,
    client: 'Jean Dupont',
    email: 'jean.dupont@example.com',
    phone: '06 12 34 56 78',
    hasClientAccount: true,
    type: 'Consultation divorce',
    date: '2026-11-30',
    time: '10:00',
    start: '2026-11-30T09:00:00.000Z',
    end: '2026-11-30T10:00:00.000Z',
    durationMinutes: 60,
    duration: '1h',
    mode: 'video',
    status: 'pending',
    location: null,
    meetingUrl: 'https://meet.jit.si/jurisrdv-abc#config',
    recordingConsentAt: null,
    isFirstConsultation: true,
    cancellationReason: null,
    cancelledBy: null,
    cancelledAt: null,
    hasFeeAgreement: true,
    notes: [
      {
        id: 1,
        content: 'Le client craint que son employeur apprenne la procédure',
        date: '23/11/2026',
        createdAt: '2026-11-23T09:00:00.000Z',
        location: 'Visioconférence',
      },
      {
        id: 2,
        content: 'Refus\u00a0: conflit avec le dossier Leroy',
        date: '23/11/2026',
        createdAt: '2026-11-23T09:05:00.000Z',
        location: 'Visioconférence',
      },
    ],
    documents: [
      {
        id: 5,
        title: 'Relevés bancaires 2025',
        kind: 'document',
        fileName: 'releves-2025.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1200,
        date: '2026-11-23',
        url: '/api/pro/appointments/41/documents/5/file',
        sharedAt: null,
      },
    ],
    questionnaire: [
      { question: 'Votre situation\u202f?', answer: 'Mon épouse a quitté le domicile en mars' },
    ],
    opposingParty: 'Claire Leroy',
    possibleConflicts: [
      conflict(),
      conflict({
        subject: 'opposingParty',
        subjectName: 'Claire Leroy',
        kind: 'contact',
        matchedName: 'Claire Leroy',
        caseId: null,
        caseTitle: null,
        contactId: 7,
      }),
    ],
    externalChange: null,
    ...overrides,
  };
}

describe('appointmentForViewer', () => {
  it('gives the lawyer the whole card', () => {
    const card = sophiesAppointment();
    expect(appointmentForViewer(card, LAWYER_VIEWER)).toEqual(card);
  });

  it('gives staff what scheduling needs: who, how to reach them, when, how, its state, its reason as booked', () => {
    const card = appointmentForViewer(sophiesAppointment(), assistant());
    expect(card).toEqual({
      id: 41,
      client: 'Jean Dupont',
      email: 'jean.dupont@example.com',
      phone: '06 12 34 56 78',
      hasClientAccount: true,
      type: 'Consultation divorce',
      date: '2026-11-30',
      time: '10:00',
      start: '2026-11-30T09:00:00.000Z',
      end: '2026-11-30T10:00:00.000Z',
      durationMinutes: 60,
      duration: '1h',
      mode: 'video',
      status: 'pending',
      location: null,
      meetingUrl: 'https://meet.jit.si/jurisrdv-abc#config',
      recordingConsentAt: null,
      isFirstConsultation: true,
      cancellationReason: null,
      cancelledBy: null,
      cancelledAt: null,
      possibleConflicts: [
        {
          subject: 'client',
          subjectName: 'Jean Dupont',
          kind: 'caseOpposingParty',
          caseId: null,
          caseTitle: null,
          contactId: null,
          appointmentId: null,
          appointmentDate: null,
          heldBy: 'Maître Sophie Martin',
        },
        {
          subject: 'opposingParty',
          kind: 'contact',
          caseId: null,
          caseTitle: null,
          contactId: null,
          appointmentId: null,
          appointmentDate: null,
          heldBy: 'Maître Sophie Martin',
        },
      ],
      externalChange: null,
    });
  });

  it('never lets a note, a document, an answer, the opposing party or a case title through to staff', () => {
    const text = JSON.stringify(appointmentForViewer(sophiesAppointment(), assistant()));
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    for (const field of ['notes', 'documents', 'questionnaire', 'opposingParty', 'hasFeeAgreement']) {
      expect(text).not.toContain(`"${field}":`);
    }
  });

  it('keeps an old card without its cancellation fields as it was', () => {
    const { cancelledBy: _by, cancelledAt: _at, ...card } = sophiesAppointment();
    const staffCard = appointmentForViewer(card, assistant());
    expect('cancelledBy' in staffCard).toBe(false);
    expect('cancelledAt' in staffCard).toBe(false);
  });
});

describe('conflictsForViewer', () => {
  it('names the colleague who holds the matter, never the matter', () => {
    const lucs = conflict({
      subject: 'opposingParty',
      subjectName: 'Claire Leroy',
      kind: 'caseClient',
      matchedName: 'Claire Leroy',
      caseId: null,
      caseTitle: null,
      heldBy: 'Maître Luc Fontaine',
    });
    expect(conflictsForViewer([lucs], assistant())).toEqual([
      {
        subject: 'opposingParty',
        kind: 'caseClient',
        caseId: null,
        caseTitle: null,
        contactId: null,
        appointmentId: null,
        appointmentDate: null,
        heldBy: 'Maître Luc Fontaine',
      },
    ]);
  });

  it('keeps the matter of a case on the staff member’s own access list', () => {
    const shared = conflict({ caseId: 12 });
    expect(
      conflictForStaff(shared, {
        kind: 'staff',
        lawyerName: 'Maître Sophie Martin',
        sharedCaseIds: new Set([12]),
      }),
    ).toEqual({
      ...shared,
      heldBy: 'Maître Sophie Martin',
    });
    expect(conflictsForViewer([shared], assistant([13]))[0]?.caseTitle).toBeNull();
  });

  it('says once two flags that read the same without their matter', () => {
    const twoCases = [conflict({ caseId: 12 }), conflict({ caseId: 13, caseTitle: 'Succession Dupont' })];
    expect(conflictsForViewer(twoCases, assistant())).toHaveLength(1);
    expect(conflictsForViewer(twoCases, LAWYER_VIEWER)).toEqual(twoCases);
  });

  it('hides an appointment’s or a contact’s id and day as well', () => {
    const [redacted] = conflictsForViewer(
      [
        conflict({
          subject: 'opposingParty',
          subjectName: 'Paul Girard',
          kind: 'appointmentClient',
          matchedName: 'Paul Girard',
          caseId: null,
          caseTitle: null,
          appointmentId: 3,
          appointmentDate: '2026-10-02',
        }),
      ],
      assistant(),
    );
    expect(redacted).toMatchObject({ appointmentId: null, appointmentDate: null, contactId: null });
    expect(JSON.stringify(redacted)).not.toContain('Paul Girard');
  });
});

describe('summaryForViewer', () => {
  const summary: TProSummary = {
    pendingAppointments: 2,
    activeCases: 5,
    appointmentsThisMonth: 8,
    revenueThisMonthCents: 120_000,
    newClientsThisMonth: 3,
    appointmentsPerWeek: [{ weekStart: '2026-11-23', count: 4 }],
  };

  it('leaves the cases’ count and the money to the lawyer', () => {
    expect(summaryForViewer(summary, LAWYER_VIEWER)).toEqual(summary);
    expect(summaryForViewer(summary, assistant())).toEqual({
      pendingAppointments: 2,
      appointmentsThisMonth: 8,
      newClientsThisMonth: 3,
      appointmentsPerWeek: [{ weekStart: '2026-11-23', count: 4 }],
    });
  });
});
