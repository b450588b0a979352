import {
  appointmentForViewer,
  conflictsForViewer,
} from '#domain/appointments/professional-actions/appointment-for-viewer.ts';
import type { TWorkspaceViewer } from '#domain/identity/workspace-access/workspace-viewer.ts';
import type { TContactDetail } from './contact-schemas';

/**
 * A contact's file for its viewer (ADR 0058 « Who sees what »). An assistant keeps the lawyer's contact book:
 * the contact's details, tags and notes (which they may write too), and the contact's appointments as they see
 * every appointment. The lawyer's cases for this contact are case content: only those on whose access list the
 * assistant is stay; the conflict flag names the lawyer, never the matter.
 */
export function contactForViewer(contact: TContactDetail, viewer: TWorkspaceViewer): TContactDetail {
  if (viewer.kind === 'lawyer') return contact;
  return {
    ...contact,
    cases: contact.cases.filter((item) => viewer.sharedCaseIds.has(item.id)),
    appointments: contact.appointments.map((appointment) => appointmentForViewer(appointment, viewer)),
    possibleConflicts: conflictsForViewer(contact.possibleConflicts, viewer),
  };
}
