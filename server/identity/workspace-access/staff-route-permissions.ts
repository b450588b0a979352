import type { TFirmPermission } from '#domain/identity/firms/firm-roles.ts';

/**
 * What a firm's staff member may ask of the workspace API (ADR 0058), route by route: `for-lawyer` routes
 * answer with the data of the lawyer the session works for, `member` routes with the staff member's own
 * (their firm, their choice of lawyer). A route absent from this table is a lawyer's only: 403 to staff.
 * Keyed `METHOD url-pattern`, as Fastify registers it; `staff-route-permissions.test.ts` checks every key
 * is a real route.
 */
export type TStaffRouteRule =
  | { scope: 'for-lawyer'; permission: TFirmPermission }
  | { scope: 'member'; permission: TFirmPermission | 'any' };

const forLawyer = (permission: TFirmPermission): TStaffRouteRule => ({ scope: 'for-lawyer', permission });
const member: TStaffRouteRule = { scope: 'member', permission: 'any' };
const forMember = (permission: TFirmPermission): TStaffRouteRule => ({ scope: 'member', permission });

export const STAFF_ROUTE_RULES: Readonly<Record<string, TStaffRouteRule>> = {
  // The member's own: their firm's page and logo, the lawyer they work for.
  'GET /api/pro/firm': member,
  'GET /api/pro/firm/logo': member,
  'PUT /api/pro/acting-for': member,
  // « Quitter le cabinet » (ADR 0068): any member leaves by themselves (what a lawyer hands over is theirs).
  'POST /api/pro/firm/departure': member,
  // The planning of several agendas: an assistant's own list of lawyers (issue 27 §3, ADR 0061).
  'GET /api/pro/firm/agenda-lawyers': forMember('agenda.assigned'),
  'GET /api/pro/firm/agendas': forMember('agenda.assigned'),
  // Their own bell (an assistant's holds copies of their lawyers' agenda notices; an accountant's stays empty).
  'GET /api/pro/notifications': forMember('appointments.assigned'),
  'GET /api/pro/notifications/unread-count': forMember('appointments.assigned'),
  'GET /api/pro/notifications/stream': forMember('appointments.assigned'),
  'POST /api/pro/notifications/:id/read': forMember('appointments.assigned'),
  'POST /api/pro/notifications/read-all': forMember('appointments.assigned'),

  // An assistant: the agendas, appointments, requests and contacts of their lawyers (never an appointment's
  // documents, internal notes or fee agreement: those are the lawyer's, like the cases).
  'GET /api/pro/summary': forLawyer('agenda.assigned'),
  'GET /api/pro/events': forLawyer('agenda.assigned'),
  'POST /api/pro/events': forLawyer('agenda.assigned'),
  'PUT /api/pro/events/:id': forLawyer('agenda.assigned'),
  'DELETE /api/pro/events/:id': forLawyer('agenda.assigned'),
  'GET /api/pro/imported-events': forLawyer('agenda.assigned'),
  'GET /api/pro/availability': forLawyer('agenda.assigned'),
  'PUT /api/pro/availability': forLawyer('agenda.assigned'),
  'GET /api/pro/availability/explain': forLawyer('agenda.assigned'),
  'GET /api/pro/appointments': forLawyer('appointments.assigned'),
  'GET /api/pro/appointments/:id': forLawyer('appointments.assigned'),
  'GET /api/pro/appointments/:id/free-slots': forLawyer('appointments.assigned'),
  'GET /api/pro/appointments/:id/history': forLawyer('appointments.assigned'),
  'POST /api/pro/appointments': forLawyer('appointments.assigned'),
  'POST /api/pro/appointments/:id/accept': forLawyer('appointments.assigned'),
  'POST /api/pro/appointments/:id/refuse': forLawyer('appointments.assigned'),
  'POST /api/pro/appointments/:id/cancel': forLawyer('appointments.assigned'),
  'POST /api/pro/appointments/:id/reschedule': forLawyer('appointments.assigned'),
  'POST /api/pro/appointments/:id/external-change/apply': forLawyer('appointments.assigned'),
  'POST /api/pro/appointments/:id/external-change/restore': forLawyer('appointments.assigned'),
  'GET /api/pro/clients': forLawyer('appointments.assigned'),
  'GET /api/pro/contacts': forLawyer('contacts.assigned'),
  'POST /api/pro/contacts': forLawyer('contacts.assigned'),
  'GET /api/pro/contacts/:id': forLawyer('contacts.assigned'),
  'PATCH /api/pro/contacts/:id': forLawyer('contacts.assigned'),
  'DELETE /api/pro/contacts/:id': forLawyer('contacts.assigned'),
  'POST /api/pro/contacts/:id/notes': forLawyer('contacts.assigned'),
  'PATCH /api/pro/contacts/:id/notes/:childId': forLawyer('contacts.assigned'),
  'DELETE /api/pro/contacts/:id/notes/:childId': forLawyer('contacts.assigned'),
  'POST /api/pro/contacts/:id/tags': forLawyer('contacts.assigned'),
  'DELETE /api/pro/contacts/:id/tags/:childId': forLawyer('contacts.assigned'),

  // An assistant: the secure messages about the appointments of the lawyer worked for, never filed in a case,
  // answered in that lawyer's name, and those of the cases on their list (ADR 0069). Closing one stays a lawyer's.
  'GET /api/pro/conversations': forLawyer('messages.scheduling-assigned'),
  'GET /api/pro/conversations/unread-count': forLawyer('messages.scheduling-assigned'),
  'POST /api/pro/conversations': forLawyer('messages.scheduling-assigned'),
  'GET /api/pro/conversations/:id/messages': forLawyer('messages.scheduling-assigned'),
  'POST /api/pro/conversations/:id/messages': forLawyer('messages.scheduling-assigned'),
  'POST /api/pro/conversations/:id/read': forLawyer('messages.scheduling-assigned'),
  'GET /api/pro/conversations/:id/attachments/:attachmentId': forLawyer('messages.scheduling-assigned'),

  // An accountant: the invoices, payments, statistics and exports of the firm's lawyers.
  'GET /api/pro/billing-settings': forLawyer('billing.firm'),
  'GET /api/pro/invoices': forLawyer('billing.firm'),
  'POST /api/pro/invoices': forLawyer('billing.firm'),
  'GET /api/pro/invoices/proposal': forLawyer('billing.firm'),
  'GET /api/pro/invoices/export.csv': forLawyer('billing.firm'),
  'GET /api/pro/invoices/export.zip': forLawyer('billing.firm'),
  'GET /api/pro/invoices/statistics': forLawyer('statistics.firm'),
  'GET /api/pro/invoices/:id': forLawyer('billing.firm'),
  'PUT /api/pro/invoices/:id': forLawyer('billing.firm'),
  'DELETE /api/pro/invoices/:id': forLawyer('billing.firm'),
  'GET /api/pro/invoices/:id/issue-preview': forLawyer('billing.firm'),
  'POST /api/pro/invoices/:id/issue': forLawyer('billing.firm'),
  'GET /api/pro/invoices/:id/pdf': forLawyer('billing.firm'),
  'GET /api/pro/invoices/:id/html': forLawyer('billing.firm'),
  'POST /api/pro/invoices/:id/credit-note': forLawyer('billing.firm'),
  'POST /api/pro/invoices/:id/payments': forLawyer('billing.firm'),
  'DELETE /api/pro/invoices/:id/payments/:paymentId': forLawyer('billing.firm'),
  'POST /api/pro/invoices/:id/reminders': forLawyer('billing.firm'),

  // The cases shared with the member (ADR 0059), in their own name: the case routes resolve each case as
  // shared with them (read or edit) or not found. Creating a case and managing its access list stay a lawyer's.
  'GET /api/pro/cases': forMember('cases.shared'),
  'GET /api/pro/cases/:id': forMember('cases.shared'),
  'PATCH /api/pro/cases/:id': forMember('cases.shared'),
  'GET /api/pro/cases/:id/access': forMember('cases.shared'),
  'POST /api/pro/cases/:id/tags': forMember('cases.shared'),
  'DELETE /api/pro/cases/:id/tags/:childId': forMember('cases.shared'),
  'POST /api/pro/cases/:id/documents': forMember('cases.shared'),
  'GET /api/pro/cases/:id/documents/:childId/file': forMember('cases.shared'),
  'POST /api/pro/cases/:id/documents/:childId/archive': forMember('cases.shared'),
  'POST /api/pro/cases/:id/documents/:childId/restore': forMember('cases.shared'),
  'POST /api/pro/cases/:id/work-sessions': forMember('cases.shared'),
  'PUT /api/pro/cases/:id/work-sessions/:childId': forMember('cases.shared'),
  'DELETE /api/pro/cases/:id/work-sessions/:childId': forMember('cases.shared'),
  'POST /api/pro/cases/:id/appointments': forMember('cases.shared'),
  'DELETE /api/pro/cases/:id/appointments/:childId': forMember('cases.shared'),
  // Associates only: no staff role has it, the rule says so.
  'GET /api/pro/firm/cases': forMember('cases.list-firm'),
};

/** The rule of a request's route (HEAD as its GET), or undefined: a lawyer's only. */
export function staffRouteRule(method: string, url: string | undefined): TStaffRouteRule | undefined {
  if (!url) return undefined;
  return STAFF_ROUTE_RULES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}
