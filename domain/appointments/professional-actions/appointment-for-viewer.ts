import type { TWorkspaceViewer } from '#domain/identity/workspace-access/workspace-viewer.ts';
import type { TProAppointment, TProSummary } from './pro-appointment-schemas';

/**
 * Professional secrecy in the answers of the workspace (issue 27 §1 and §5, ADR 0058 « Who sees what »): an
 * assistant « manages the agendas, appointments, pending requests, contacts … never opens a case's content,
 * documents, notes or secure messages unless a lawyer adds them to that case ». The server answers a staff
 * member with what scheduling needs; the web's hidden tabs are not the guard.
 */

type TPossibleConflict = TProAppointment['possibleConflicts'][number];

/**
 * One conflict flag as staff may read it: that a name of the request (or contact) matched someone of the
 * firm's records, in what capacity, and which lawyer holds that matter, so that they ask that lawyer before
 * accepting. Never the matter: neither its case's title nor any id, nor the matched person's name, nor the
 * opposing party the client named. A case on the staff member's own access list keeps its matter: they may
 * open it anyway. (Here rather than beside the conflict check: contacts, in practice, read appointments' rules,
 * never the reverse.)
 */
export function conflictForStaff(
  conflict: TPossibleConflict,
  viewer: Extract<TWorkspaceViewer, { kind: 'staff' }>,
): TPossibleConflict {
  const heldBy = conflict.heldBy ?? viewer.lawyerName;
  if (conflict.caseId !== null && viewer.sharedCaseIds.has(conflict.caseId)) return { ...conflict, heldBy };
  return {
    subject: conflict.subject,
    // The client's own name is the request's; the opposing party they named is the lawyer's to read.
    ...(conflict.subject === 'client' && conflict.subjectName !== undefined
      ? { subjectName: conflict.subjectName }
      : {}),
    kind: conflict.kind,
    caseId: null,
    caseTitle: null,
    contactId: null,
    appointmentId: null,
    appointmentDate: null,
    heldBy,
  };
}

/** The conflict flags of an answer for its viewer; two that read the same once redacted are said once. */
export function conflictsForViewer(
  conflicts: readonly TPossibleConflict[],
  viewer: TWorkspaceViewer,
): TPossibleConflict[] {
  if (viewer.kind === 'lawyer') return [...conflicts];
  const seen = new Set<string>();
  return conflicts
    .map((conflict) => conflictForStaff(conflict, viewer))
    .filter((conflict) => {
      const key = JSON.stringify(conflict);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * An appointment's card for its viewer: the whole card for the lawyer; for staff, who the client is and how to
 * reach them, when, how long, where and how, its state, its reason as booked, the video link to pass on, the
 * change made in an external calendar, and its conflict flags without their matter. Left out: the internal
 * notes (the refusal's and cancellation's too), the documents (not even their titles), the questionnaire's
 * answers, the opposing party named at booking and the fee agreement. Built field by field: a field added to
 * the card is the lawyer's until it is added here.
 */
export function appointmentForViewer(
  appointment: TProAppointment,
  viewer: TWorkspaceViewer,
): TProAppointment {
  if (viewer.kind === 'lawyer') return appointment;
  const staffView: TProAppointment = {
    id: appointment.id,
    client: appointment.client,
    email: appointment.email,
    phone: appointment.phone,
    hasClientAccount: appointment.hasClientAccount,
    type: appointment.type,
    date: appointment.date,
    time: appointment.time,
    start: appointment.start,
    end: appointment.end,
    durationMinutes: appointment.durationMinutes,
    duration: appointment.duration,
    mode: appointment.mode,
    status: appointment.status,
    location: appointment.location,
    meetingUrl: appointment.meetingUrl,
    recordingConsentAt: appointment.recordingConsentAt,
    isFirstConsultation: appointment.isFirstConsultation,
    cancellationReason: appointment.cancellationReason,
    possibleConflicts: conflictsForViewer(appointment.possibleConflicts, viewer),
    externalChange: appointment.externalChange,
  };
  if (appointment.cancelledBy !== undefined) staffView.cancelledBy = appointment.cancelledBy;
  if (appointment.cancelledAt !== undefined) staffView.cancelledAt = appointment.cancelledAt;
  return staffView;
}

/** The workspace's figures for their viewer: staff get the agenda's, never the cases' count nor the money. */
export function summaryForViewer(summary: TProSummary, viewer: TWorkspaceViewer): TProSummary {
  if (viewer.kind === 'lawyer') return summary;
  return {
    pendingAppointments: summary.pendingAppointments,
    appointmentsThisMonth: summary.appointmentsThisMonth,
    newClientsThisMonth: summary.newClientsThisMonth,
    appointmentsPerWeek: summary.appointmentsPerWeek,
  };
}
