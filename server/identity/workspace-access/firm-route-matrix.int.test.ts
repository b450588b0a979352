import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRM_ROLE_LABELS, roleAllows, type TFirmRole } from '#domain/identity/firms/firm-roles.ts';
import { MEMBERS_REMOVE_REFUSED } from '#domain/identity/firms/member-removal.ts';
import {
  ATTACHMENTS_WITHHELD,
  CLOSE_OWNER_ONLY,
  READ_ONLY_CONVERSATION,
} from '#domain/messaging/messages/conversation-access.ts';
import { CASE_HAND_OVER_REFUSED, FIRM_CONTACTS_REFUSED } from '#domain/practice/hand-over/hand-over-rules.ts';
import { MANAGE_REFUSAL } from '#server/identity/firms/firm-invitation-routes.ts';
import { FIRM_LOGO_REFUSED } from '#server/identity/firms/firm-logo-routes.ts';
import { FIRM_MANAGE_REFUSED, MEMBERS_MANAGE_REFUSED } from '#server/identity/firms/firm-routes.ts';
import { CONTACT_LAWYER_ONLY, FILED_APPOINTMENT } from '#server/messaging/messages/message-routes.ts';
import { FIRM_CASES_REFUSED } from '#server/practice/cases/case-access-routes.ts';
import { CASE_ACCESS_OWNER_ONLY, CASE_READ_ONLY } from '#server/practice/cases/case-viewer.ts';
import {
  addCaseTag,
  addCaseWorkSession,
  BILLING_SETTINGS,
  buildFirmFixtures,
  expectCall,
  INVOICE_DRAFT,
  newBareCase,
  newCalendarAccount,
  newCalendarConnection,
  newCollaborator,
  newContact,
  newDraftInvoice,
  newEvent,
  newInvitation,
  newIssuedInvoice,
  newPayment,
  newProAppointment,
  newPublishedReview,
  nextProSlot,
  PDF_BASE64,
  PNG_BASE64,
  RECORD_TOKENS,
  type TCaseRecord,
  type TConversationRecord,
  type TFirmFixtures,
  type TLawyerKey,
  type TLawyerRecords,
} from '#server/test-support/firm-fixtures.ts';
import { newStaffAccount } from '#server/test-support/staff-accounts.ts';
import { callAs, createTestApp, type TCallMethod, type TTestApp } from '#server/test-support/test-app.ts';
import { ACTING_FOR_REFUSED } from './acting-for-routes';
import { staffRouteRule } from './staff-route-permissions';

/**
 * Issue 27 §5, « Authorization, proven »: every workspace route of the snapshot, for each role of a firm, on
 * the caller's own records, a colleague's, another firm's and a case not on the caller's list. What the role
 * may do succeeds; a record the caller may not see answers 404; a right the role lacks answers 403 with the
 * sentence that names the refusal and the role; a refusal never carries the record's data, and no answer to
 * firm A ever carries anything of firm B.
 *
 * The expected outcomes come from ROUTES below, one line per route: a route added to the snapshot fails the
 * first test until it is classified here.
 */

const ROLES = [
  'associate',
  'collaborator',
  'assistant',
  'accountant',
] as const satisfies readonly TFirmRole[];
type TRole = (typeof ROLES)[number];
const ALL: readonly TRole[] = ROLES;
const LAWYERS: readonly TRole[] = ['associate', 'collaborator'];
const AGENDA: readonly TRole[] = ['associate', 'collaborator', 'assistant'];
const BILLING: readonly TRole[] = ['associate', 'collaborator', 'accountant'];
const ASSOCIATE: readonly TRole[] = ['associate'];
const STAFF: readonly TRole[] = ['assistant', 'accountant'];

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** What a route's ids name; `none` is a route about the caller's own (or their lawyer's) whole space. */
type TKind =
  | 'none'
  | 'appointment'
  | 'contact'
  | 'event'
  | 'case'
  | 'invoice'
  | 'conversation'
  | 'calendarAccount'
  | 'calendarConnection'
  | 'connectedCalendar'
  | 'workSession'
  | 'notification'
  | 'invitation'
  | 'member'
  | 'lawyer'
  | 'review';

/**
 * How the caller stands to a record: theirs (or their lawyer's, for staff), on its case's access list to
 * read or to change, an assistant's on the lawyer's conversation about an appointment in no case (ADR 0069),
 * or not theirs to see (a colleague's, another firm's, a case not on their list).
 */
type TAccess = 'own' | 'read' | 'edit' | 'scheduling' | 'hidden';
type TSharedAccess = Exclude<TAccess, 'own' | 'hidden'>;

type TIds = Record<string, string | number>;
type TTarget = { label: string; owner: TLawyerKey; access: TAccess; ids: TIds; markers: string[] };
type TRequest = { url: string; body?: unknown };
type TContext = { t: TTestApp; f: TFirmFixtures; role: TRole; cookie: string; target: TTarget };
type TRefusal = { status: 403; message: string };
type TOutcome = number | TRefusal;

type TRouteSpec = {
  kind: TKind;
  /** The roles that may do it on a record they see. */
  may: readonly TRole[];
  /** The answer to a role that may, on its own record. */
  ok: number;
  request: (ids: TIds, context: TContext) => TRequest | Promise<TRequest>;
  /** A destructive or one-way action succeeds on a record made for that cell (ids merged over the target's). */
  fresh?: (context: TContext) => Promise<TIds>;
  /** Puts back what the cell changed that later cells read (a session's lawyer, a logo, an access list). */
  after?: (context: TContext) => Promise<void>;
  /**
   * A case (or a case's conversation) shared with the caller to read or to change, or an assistant's
   * scheduling conversation, when the answer is not `ok`.
   */
  shared?: Partial<Record<TSharedAccess, TOutcome>>;
  /**
   * The answer on a target its access does not decide, when the record the request names is not the target
   * itself (undefined: the access decides).
   */
  answerOn?: (role: TRole, target: TTarget) => TOutcome | undefined;
  /** The 403 sentence a lawyer whose role lacks the right gets (staff get the workspace hook's). */
  lawyerRefusal?: (role: TRole) => string;
  /** Another firm's member is not found before the role is checked (« 404 before 403 »). */
  foreignFirst?: boolean;
  /**
   * An associate reaches every record of this kind in its firm, a colleague's or a case off its list (a hand-over,
   * ADR 0070: an administrative act that opens no content): those cells succeed too, with `fresh` records.
   */
  firmWide?: boolean;
  /** Why `ok` is not a 2xx, or what the cell proves when it is not the action itself. */
  why?: string;
};

const withRole = (sentence: string) => (role: TRole) =>
  `${sentence} Votre rôle\u00a0: ${FIRM_ROLE_LABELS[role]}.`;
const staffRefusal = (role: TRole) =>
  `Cette action n’est pas accessible avec votre rôle (${FIRM_ROLE_LABELS[role]}).`;
const readOnly: TRefusal = { status: 403, message: CASE_READ_ONLY };
const ownerOnly: TRefusal = { status: 403, message: CASE_ACCESS_OWNER_ONLY };
const conversationOwnerOnly: TRefusal = { status: 403, message: CLOSE_OWNER_ONLY };

const FIRM_DETAILS = {
  name: 'Cabinet Arnal Avocats',
  legalForm: 'selarl',
  siret: '732 829 320 00074',
  streetAddress: '45 boulevard Malesherbes',
  postalCode: '75008',
  city: 'Paris',
  phone: '01 99 00 18 40',
};

let sequence = 0;
const unique = (prefix: string) => {
  sequence += 1;
  return `${prefix}${sequence}`;
};

const n = (ids: TIds, key: string): string => {
  const value = ids[key];
  if (value === undefined) throw new Error(`no ${key} in ${JSON.stringify(ids)}`);
  return String(value);
};

/**
 * The caller's own GET answer, sent back: a settings form saved unchanged. A role the GET refuses sends an
 * empty form: the PUT is refused before its body is read.
 */
async function roundTrip(context: TContext, url: string, shownOnly: string[] = []): Promise<TRequest> {
  const answer = await callAs(context.t.app, context.cookie, 'GET', url);
  if (answer.statusCode !== 200) return { url, body: {} };
  const form = answer.json() as Record<string, unknown>;
  // What the page shows but never sends back.
  for (const key of shownOnly) delete form[key];
  return { url, body: form };
}

/** The cookie of the lawyer who owns a record (the assistant's and the accountant's records are the associate's). */
const ownerCookie = (context: TContext) => context.f[context.target.owner].cookie;

const caseUrl = (ids: TIds, rest = '') => `/api/pro/cases/${n(ids, 'id')}${rest}`;
const appointmentUrl = (ids: TIds, rest = '') => `/api/pro/appointments/${n(ids, 'id')}${rest}`;
const contactUrl = (ids: TIds, rest = '') => `/api/pro/contacts/${n(ids, 'id')}${rest}`;
const invoiceUrl = (ids: TIds, key: string, rest = '') => `/api/pro/invoices/${n(ids, key)}${rest}`;
const conversationUrl = (ids: TIds, rest = '') => `/api/pro/conversations/${n(ids, 'id')}${rest}`;

/** A new published review of the record's lawyer (answered and reported once each). */
const freshReview = (context: TContext) =>
  newPublishedReview(
    context.t,
    context.f[context.target.owner].professionalId,
    null,
    unique('Avis à traiter '),
  );

/** A new appointment of the record's lawyer, entered as that lawyer. */
const freshAppointment = async (context: TContext) => ({
  id: await newProAppointment(context.t, ownerCookie(context), 'Client de passage'),
});

/** A firm-A lawyer other than the record's: who a hand-over cell names to take it. */
const otherLawyerThan = (context: TContext) =>
  context.target.owner === 'associate' ? context.f.collaborator : context.f.associate;
const handOverRefused: TRefusal = {
  status: 403,
  message: withRole(CASE_HAND_OVER_REFUSED)('collaborator'),
};

const ROUTES: Record<string, TRouteSpec> = {
  'DELETE /api/pro/appointments/:id/documents/:docId': {
    kind: 'appointment',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: appointmentUrl(ids, `/documents/${n(ids, 'docId')}`) }),
    fresh: async (context) => {
      const title = unique('Pièce à retirer ');
      const added = await expectCall(
        context.t,
        ownerCookie(context),
        'POST',
        appointmentUrl(context.target.ids, '/documents'),
        201,
        { title, kind: 'document', fileName: 'retrait.pdf', contentBase64: PDF_BASE64 },
      );
      const document = (
        added.json() as { appointment: { documents: { id: number; title: string }[] } }
      ).appointment.documents.find((item) => item.title === title);
      return { docId: document?.id ?? 0 };
    },
  },
  'DELETE /api/pro/appointments/:id/documents/:docId/share': {
    kind: 'appointment',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: appointmentUrl(ids, `/documents/${n(ids, 'docId')}/share`) }),
  },
  'DELETE /api/pro/calendar-accounts/:id': {
    kind: 'calendarAccount',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: `/api/pro/calendar-accounts/${n(ids, 'id')}` }),
    fresh: async (context) => ({
      id: await newCalendarAccount(context.t, ownerCookie(context), unique('Agenda à retirer ')),
    }),
  },
  'DELETE /api/pro/calendar-connections/:id': {
    kind: 'calendarConnection',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: `/api/pro/calendar-connections/${n(ids, 'id')}` }),
    fresh: async (context) => ({
      id: (
        await newCalendarConnection(
          context.t,
          context.f[context.target.owner].professionalId,
          unique('connexion-a-retirer-'),
        )
      ).connectionId,
    }),
  },
  'DELETE /api/pro/cases/:id/access/:userId': {
    kind: 'case',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: caseUrl(ids, `/access/${n(ids, 'memberId')}`) }),
    shared: { read: ownerOnly },
    // The responsible lawyer shares the case with a colleague first, then takes them off the list.
    fresh: async (context) => {
      const colleague = context.target.owner === 'associate' ? context.f.collaborator : context.f.associate;
      await expectCall(context.t, ownerCookie(context), 'PUT', caseUrl(context.target.ids, '/access'), 200, {
        userId: colleague.userId,
        access: 'read',
      });
      return { memberId: colleague.userId };
    },
  },
  'DELETE /api/pro/cases/:id/appointments/:childId': {
    kind: 'case',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: caseUrl(ids, `/appointments/${n(ids, 'linkedAppointmentId')}`) }),
    shared: { read: readOnly },
    fresh: async (context) => {
      const appointmentId = await newProAppointment(context.t, ownerCookie(context), 'Client rattaché');
      await expectCall(
        context.t,
        ownerCookie(context),
        'POST',
        caseUrl(context.target.ids, '/appointments'),
        200,
        {
          appointmentId,
        },
      );
      return { linkedAppointmentId: appointmentId };
    },
  },
  'DELETE /api/pro/cases/:id/documents/:childId/share': {
    kind: 'case',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: caseUrl(ids, `/documents/${n(ids, 'documentId')}/share`) }),
    // Sharing with the client is the responsible lawyer's alone: to anyone else the case is not found.
    shared: { read: 404 },
  },
  'DELETE /api/pro/cases/:id/tags/:childId': {
    kind: 'case',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: caseUrl(ids, `/tags/${n(ids, 'tagId')}`) }),
    shared: { read: readOnly },
    fresh: async (context) => ({
      tagId: await addCaseTag(
        context.t,
        ownerCookie(context),
        Number(n(context.target.ids, 'id')),
        unique('Tag'),
      ),
    }),
  },
  'DELETE /api/pro/cases/:id/work-sessions/:childId': {
    kind: 'case',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: caseUrl(ids, `/work-sessions/${n(ids, 'workSessionId')}`) }),
    shared: { read: readOnly },
    fresh: async (context) => ({
      workSessionId: await addCaseWorkSession(
        context.t,
        ownerCookie(context),
        Number(n(context.target.ids, 'id')),
        unique('Séance à retirer '),
      ),
    }),
  },
  'DELETE /api/pro/contacts/:id': {
    kind: 'contact',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: contactUrl(ids) }),
    fresh: async (context) => ({
      id: await newContact(context.t, ownerCookie(context), {
        firstName: 'Paul',
        lastName: 'Passager',
        email: `${unique('passager.')}@example.com`,
      }),
    }),
  },
  'DELETE /api/pro/contacts/:id/notes/:childId': {
    kind: 'contact',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: contactUrl(ids, `/notes/${n(ids, 'noteId')}`) }),
    fresh: async (context) => {
      const answer = await expectCall(
        context.t,
        ownerCookie(context),
        'POST',
        contactUrl(context.target.ids, '/notes'),
        201,
        { content: unique('Note à retirer ') },
      );
      const notes = (answer.json() as { contact: { notes: { id: number }[] } }).contact.notes;
      return { noteId: Math.max(...notes.map((note) => note.id)) };
    },
  },
  'DELETE /api/pro/contacts/:id/tags/:childId': {
    kind: 'contact',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: contactUrl(ids, `/tags/${n(ids, 'tagId')}`) }),
    fresh: async (context) => {
      const answer = await expectCall(
        context.t,
        ownerCookie(context),
        'POST',
        contactUrl(context.target.ids, '/tags'),
        200,
        { name: unique('Tag') },
      );
      const tags = (answer.json() as { contact: { tags: { id: number }[] } }).contact.tags;
      return { tagId: Math.max(...tags.map((tag) => tag.id)) };
    },
  },
  'DELETE /api/pro/events/:id': {
    kind: 'event',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: `/api/pro/events/${n(ids, 'id')}` }),
    fresh: async (context) => ({ id: await newEvent(context.t, ownerCookie(context), unique('Réunion ')) }),
  },
  'DELETE /api/pro/firm/invitations/:id': {
    kind: 'invitation',
    may: ASSOCIATE,
    ok: 200,
    request: (ids) => ({ url: `/api/pro/firm/invitations/${n(ids, 'id')}` }),
    fresh: async (context) => ({
      id: await newInvitation(context.t, context.f.associate.cookie, `${unique('invite.')}@example.com`),
    }),
    lawyerRefusal: withRole(MANAGE_REFUSAL),
  },
  'DELETE /api/pro/firm/logo': {
    kind: 'none',
    may: ASSOCIATE,
    ok: 200,
    request: () => ({ url: '/api/pro/firm/logo' }),
    lawyerRefusal: withRole(FIRM_LOGO_REFUSED),
    after: async (context) => {
      await expectCall(context.t, context.f.associate.cookie, 'PUT', '/api/pro/firm/logo', 200, {
        fileName: 'logo.png',
        contentBase64: PNG_BASE64,
      });
    },
  },
  'DELETE /api/pro/firm/members/:userId': {
    kind: 'member',
    may: ASSOCIATE,
    ok: 200,
    request: (ids) => ({ url: `/api/pro/firm/members/${n(ids, 'userId')}` }),
    // A staff member made for the cell: removing one ends their access at once.
    fresh: async (context) => ({
      userId: (await newStaffAccount(context.t, context.f.associate.cookie, 'assistant')).userId,
    }),
    lawyerRefusal: withRole(MEMBERS_REMOVE_REFUSED),
    foreignFirst: true,
  },
  'DELETE /api/pro/invoices/:id': {
    kind: 'invoice',
    may: BILLING,
    ok: 204,
    request: (ids) => ({ url: invoiceUrl(ids, 'draftId') }),
    fresh: async (context) => ({
      draftId: await newDraftInvoice(context.t, context.cookie, 'Client à effacer'),
    }),
  },
  'DELETE /api/pro/invoices/:id/payments/:paymentId': {
    kind: 'invoice',
    may: BILLING,
    ok: 204,
    request: (ids) => ({ url: invoiceUrl(ids, 'issuedId', `/payments/${n(ids, 'paymentId')}`) }),
    fresh: async (context) => ({
      paymentId: await newPayment(context.t, context.cookie, Number(n(context.target.ids, 'issuedId'))),
    }),
  },
  'GET /api/pro/access-journal': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/access-journal' }),
  },
  'GET /api/pro/access-journal/export.csv': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/access-journal/export.csv' }),
  },
  'GET /api/pro/appointments': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({ url: '/api/pro/appointments' }),
  },
  'GET /api/pro/appointments/:id': {
    kind: 'appointment',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: appointmentUrl(ids) }),
  },
  'GET /api/pro/appointments/:id/documents/:docId/file': {
    kind: 'appointment',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: appointmentUrl(ids, `/documents/${n(ids, 'docId')}/file`) }),
  },
  'GET /api/pro/appointments/:id/documents/:docId/share': {
    kind: 'appointment',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: appointmentUrl(ids, `/documents/${n(ids, 'docId')}/share`) }),
  },
  'GET /api/pro/appointments/:id/fee-agreement.pdf': {
    kind: 'appointment',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: appointmentUrl(ids, '/fee-agreement.pdf') }),
  },
  'GET /api/pro/appointments/:id/fee-agreement.html': {
    kind: 'appointment',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: appointmentUrl(ids, '/fee-agreement.html') }),
  },
  'GET /api/pro/appointments/:id/free-slots': {
    kind: 'appointment',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: appointmentUrl(ids, '/free-slots') }),
  },
  'GET /api/pro/appointments/:id/history': {
    kind: 'appointment',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: appointmentUrl(ids, '/history') }),
  },
  'GET /api/pro/availability': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({ url: '/api/pro/availability' }),
  },
  'GET /api/pro/availability/explain': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({ url: '/api/pro/availability/explain?at=2027-06-08T10:00:00%2B02:00' }),
  },
  'GET /api/pro/billing-settings': {
    kind: 'none',
    may: BILLING,
    ok: 200,
    request: () => ({ url: '/api/pro/billing-settings' }),
  },
  'GET /api/pro/calendar-accounts': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/calendar-accounts' }),
  },
  'GET /api/pro/calendar-connections': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/calendar-connections' }),
  },
  'GET /api/pro/calendar-connections/:provider/callback': {
    kind: 'none',
    may: LAWYERS,
    ok: 303,
    request: () => ({ url: '/api/pro/calendar-connections/google/callback' }),
    why: 'without the OAuth cookie the callback sends the lawyer back to « Agendas » with « erreur=refuse »',
  },
  'GET /api/pro/calendar-feed': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/calendar-feed' }),
  },
  'GET /api/pro/cases': { kind: 'none', may: AGENDA, ok: 200, request: () => ({ url: '/api/pro/cases' }) },
  'GET /api/pro/cases/:id': { kind: 'case', may: AGENDA, ok: 200, request: (ids) => ({ url: caseUrl(ids) }) },
  'GET /api/pro/cases/:id/access': {
    kind: 'case',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: caseUrl(ids, '/access') }),
  },
  'GET /api/pro/cases/:id/documents/:childId/file': {
    kind: 'case',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: caseUrl(ids, `/documents/${n(ids, 'documentId')}/file`) }),
  },
  'GET /api/pro/cases/:id/documents/:childId/share': {
    kind: 'case',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: caseUrl(ids, `/documents/${n(ids, 'documentId')}/share`) }),
    shared: { read: 404 },
  },
  'GET /api/pro/clients': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({ url: '/api/pro/clients' }),
  },
  'GET /api/pro/contacts': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({ url: '/api/pro/contacts' }),
  },
  'GET /api/pro/contacts/:id': {
    kind: 'contact',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: contactUrl(ids) }),
  },
  'GET /api/pro/contacts/:id/invoices': {
    kind: 'contact',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: contactUrl(ids, '/invoices') }),
  },
  // Secure messages (ADR 0069): a lawyer's own conversations, a case's to its access list (read: reads
  // only; edit: answers), an assistant's the lawyer's conversations about an appointment in no case.
  'GET /api/pro/conversations': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({ url: '/api/pro/conversations' }),
  },
  'GET /api/pro/conversations/:id/attachments/:attachmentId': {
    kind: 'conversation',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: conversationUrl(ids, `/attachments/${n(ids, 'attachmentId')}`) }),
    // Files are a case's content: the list downloads them, an assistant answering about an appointment not.
    shared: { scheduling: { status: 403, message: ATTACHMENTS_WITHHELD } },
  },
  'GET /api/pro/conversations/:id/messages': {
    kind: 'conversation',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: conversationUrl(ids, '/messages') }),
  },
  'GET /api/pro/conversations/unread-count': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({ url: '/api/pro/conversations/unread-count' }),
  },
  'GET /api/pro/events': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({ url: '/api/pro/events?from=2027-06-01&to=2027-08-31' }),
  },
  'GET /api/pro/fee-agreement-template': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/fee-agreement-template' }),
  },
  'GET /api/pro/firm': { kind: 'none', may: ALL, ok: 200, request: () => ({ url: '/api/pro/firm' }) },
  'GET /api/pro/firm/agenda-lawyers': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({ url: '/api/pro/firm/agenda-lawyers' }),
  },
  'GET /api/pro/firm/agendas': {
    kind: 'lawyer',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({
      url: `/api/pro/firm/agendas?from=2027-06-07&to=2027-07-18&lawyers=${n(ids, 'userId')}`,
    }),
  },
  'GET /api/pro/firm/cases': {
    kind: 'none',
    may: ASSOCIATE,
    ok: 200,
    request: () => ({ url: '/api/pro/firm/cases' }),
    lawyerRefusal: withRole(FIRM_CASES_REFUSED),
  },
  'GET /api/pro/firm/invitations': {
    kind: 'none',
    may: ASSOCIATE,
    ok: 200,
    request: () => ({ url: '/api/pro/firm/invitations' }),
    lawyerRefusal: withRole(MANAGE_REFUSAL),
  },
  'GET /api/pro/firm/logo': {
    kind: 'none',
    may: ALL,
    ok: 200,
    request: () => ({ url: '/api/pro/firm/logo' }),
  },
  'GET /api/pro/firm/departure': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/firm/departure' }),
  },
  'GET /api/pro/firm/members/:userId/departure': {
    kind: 'member',
    may: ASSOCIATE,
    ok: 200,
    request: (ids) => ({ url: `/api/pro/firm/members/${n(ids, 'lawyerUserId')}/departure` }),
    lawyerRefusal: withRole(MEMBERS_REMOVE_REFUSED),
  },
  'GET /api/pro/imported-events': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({
      url: '/api/pro/imported-events?from=2027-06-01T00:00:00%2B02:00&to=2027-06-30T00:00:00%2B02:00',
    }),
  },
  'GET /api/pro/invoices': {
    kind: 'none',
    may: BILLING,
    ok: 200,
    request: () => ({ url: '/api/pro/invoices' }),
  },
  'GET /api/pro/invoices/:id': {
    kind: 'invoice',
    may: BILLING,
    ok: 200,
    request: (ids) => ({ url: invoiceUrl(ids, 'issuedId') }),
  },
  'GET /api/pro/invoices/:id/issue-preview': {
    kind: 'invoice',
    may: BILLING,
    ok: 200,
    request: (ids) => ({ url: invoiceUrl(ids, 'draftId', '/issue-preview') }),
  },
  'GET /api/pro/invoices/:id/pdf': {
    kind: 'invoice',
    may: BILLING,
    ok: 200,
    request: (ids) => ({ url: invoiceUrl(ids, 'issuedId', '/pdf') }),
  },
  'GET /api/pro/invoices/:id/html': {
    kind: 'invoice',
    may: BILLING,
    ok: 200,
    request: (ids) => ({ url: invoiceUrl(ids, 'issuedId', '/html') }),
  },
  'GET /api/pro/invoices/export.csv': {
    kind: 'none',
    may: BILLING,
    ok: 200,
    request: () => ({ url: '/api/pro/invoices/export.csv?from=2027-01-01&to=2027-12-31' }),
  },
  'GET /api/pro/invoices/export.zip': {
    kind: 'none',
    may: BILLING,
    ok: 200,
    request: () => ({ url: '/api/pro/invoices/export.zip?from=2027-01-01&to=2027-12-31' }),
  },
  // « Facturer » on an appointment: the appointment is the record the query names.
  'GET /api/pro/invoices/proposal': {
    kind: 'appointment',
    may: BILLING,
    ok: 200,
    request: (ids) => ({ url: `/api/pro/invoices/proposal?appointmentId=${n(ids, 'id')}` }),
  },
  'GET /api/pro/invoices/statistics': {
    kind: 'none',
    may: BILLING,
    ok: 200,
    request: () => ({ url: '/api/pro/invoices/statistics' }),
  },
  'GET /api/pro/notification-settings': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/notification-settings' }),
  },
  'GET /api/pro/notifications': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({ url: '/api/pro/notifications' }),
  },
  'GET /api/pro/notifications/stream': {
    kind: 'none',
    may: AGENDA,
    ok: 406,
    request: () => ({ url: '/api/pro/notifications/stream' }),
    why: 'only an EventSource gets the stream (notifications.int.test.ts opens it): the cell proves the access',
  },
  'GET /api/pro/notifications/unread-count': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({ url: '/api/pro/notifications/unread-count' }),
  },
  // Whether the monthly re-check flagged the lawyer's registration (issue 29 §1): the lawyer's own, never staff's.
  'GET /api/pro/official-directory': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/official-directory' }),
  },
  'GET /api/pro/online-payment': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/online-payment' }),
  },
  // Issue 29 §2, « Déclaration à l'Ordre »: the lawyer's own letter to their bar; staff are refused.
  'GET /api/pro/bar-declaration.pdf': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/bar-declaration.pdf' }),
  },
  'GET /api/pro/bar-declaration.html': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/bar-declaration.html' }),
  },
  'GET /api/pro/profile': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/profile' }),
  },
  // Issue 29 §3, « Avis clients »: a lawyer's own reviews; staff may neither answer nor report for them.
  'GET /api/pro/reviews': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/reviews' }),
  },
  'POST /api/pro/reviews/:id/answer': {
    kind: 'review',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({
      url: `/api/pro/reviews/${n(ids, 'id')}/answer`,
      body: { text: 'Merci pour votre avis.' },
    }),
    fresh: async (context) => ({ id: await freshReview(context) }),
  },
  'POST /api/pro/reviews/:id/report': {
    kind: 'review',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: `/api/pro/reviews/${n(ids, 'id')}/report`, body: { reason: 'off-topic' } }),
    fresh: async (context) => ({ id: await freshReview(context) }),
  },
  // Issue 29 §4, « Réclamations »: a lawyer's own complaints and the decisions about their profile.
  'GET /api/pro/complaints': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/complaints' }),
  },
  'POST /api/pro/complaints': {
    kind: 'none',
    may: LAWYERS,
    ok: 201,
    request: () => ({
      url: '/api/pro/complaints',
      body: { subject: 'ranking', text: 'Je conteste mon classement dans les résultats de recherche.' },
    }),
  },
  'GET /api/pro/moderation-decisions': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/moderation-decisions' }),
  },
  'GET /api/pro/search': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/search?q=dossier' }),
  },
  'GET /api/pro/summary': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({ url: '/api/pro/summary' }),
  },
  'GET /api/pro/timer': { kind: 'none', may: LAWYERS, ok: 200, request: () => ({ url: '/api/pro/timer' }) },
  'GET /api/pro/video-consultations': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/video-consultations' }),
  },
  'GET /api/pro/video-settings': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/video-settings' }),
  },
  'GET /api/pro/work-sessions': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/work-sessions' }),
  },
  'PATCH /api/pro/cases/:id': {
    kind: 'case',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: caseUrl(ids), body: { priority: 'Haute' } }),
    shared: { read: readOnly },
  },
  'PATCH /api/pro/connected-calendars/:id': {
    kind: 'connectedCalendar',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({
      url: `/api/pro/connected-calendars/${n(ids, 'id')}`,
      body: { titleShowsClient: false },
    }),
  },
  'PATCH /api/pro/contacts/:id': {
    kind: 'contact',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: contactUrl(ids), body: { city: 'Lyon' } }),
  },
  'PATCH /api/pro/contacts/:id/notes/:childId': {
    kind: 'contact',
    may: AGENDA,
    ok: 200,
    // The note keeps its words: later cells look for them.
    request: (ids) => ({
      url: contactUrl(ids, `/notes/${n(ids, 'noteId')}`),
      body: { content: n(ids, 'noteText') },
    }),
  },
  // Attaching a session to a case: one's own case only.
  'PATCH /api/pro/work-sessions/:id': {
    kind: 'workSession',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({
      url: `/api/pro/work-sessions/${n(ids, 'id')}`,
      body: { caseId: Number(n(ids, 'caseId')) },
    }),
  },
  'POST /api/pro/appointments': {
    kind: 'none',
    may: AGENDA,
    ok: 201,
    request: () => {
      const { date, time } = nextProSlot();
      return {
        url: '/api/pro/appointments',
        body: {
          client: { name: 'Client au téléphone' },
          type: 'Signature acte',
          date,
          time,
          duration: '1h',
          mode: 'office',
        },
      };
    },
  },
  'POST /api/pro/appointments/:id/accept': {
    kind: 'appointment',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: `/api/pro/appointments/${n(ids, 'pendingId')}/accept` }),
    fresh: async (context) => ({ pendingId: (await freshAppointment(context)).id }),
  },
  'POST /api/pro/appointments/:id/cancel': {
    kind: 'appointment',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: appointmentUrl(ids, '/cancel'), body: { reason: 'Empêchement du cabinet' } }),
    fresh: freshAppointment,
  },
  'POST /api/pro/appointments/:id/documents': {
    kind: 'appointment',
    may: LAWYERS,
    ok: 201,
    request: (ids) => ({
      url: appointmentUrl(ids, '/documents'),
      body: { title: 'Pièce ajoutée', kind: 'scan', fileName: 'ajout.pdf', contentBase64: PDF_BASE64 },
    }),
  },
  'POST /api/pro/appointments/:id/documents/:docId/share': {
    kind: 'appointment',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({
      url: appointmentUrl(ids, `/documents/${n(ids, 'docId')}/share`),
      body: { category: 'Contrat' },
    }),
  },
  'POST /api/pro/appointments/:id/external-change/apply': {
    kind: 'appointment',
    may: AGENDA,
    ok: 409,
    request: (ids) => ({ url: appointmentUrl(ids, '/external-change/apply'), body: {} }),
    why: 'no connected calendar changed the appointment, so its owner is told there is nothing to apply (calendar-copies tests apply one)',
  },
  'POST /api/pro/appointments/:id/external-change/restore': {
    kind: 'appointment',
    may: AGENDA,
    ok: 409,
    request: (ids) => ({ url: appointmentUrl(ids, '/external-change/restore') }),
    why: 'no connected calendar changed the appointment, so its owner is told there is nothing to restore',
  },
  'POST /api/pro/appointments/:id/notes': {
    kind: 'appointment',
    may: LAWYERS,
    ok: 201,
    request: (ids) => ({ url: appointmentUrl(ids, '/notes'), body: { content: 'Rappeler le client' } }),
  },
  'POST /api/pro/appointments/:id/refuse': {
    kind: 'appointment',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: `/api/pro/appointments/${n(ids, 'pendingId')}/refuse`, body: {} }),
    fresh: async (context) => ({ pendingId: (await freshAppointment(context)).id }),
  },
  'POST /api/pro/appointments/:id/reschedule': {
    kind: 'appointment',
    may: AGENDA,
    ok: 200,
    request: (ids) => {
      const { date, time } = nextProSlot();
      return { url: appointmentUrl(ids, '/reschedule'), body: { date, time } };
    },
    fresh: freshAppointment,
  },
  'POST /api/pro/calendar-accounts': {
    kind: 'none',
    may: LAWYERS,
    ok: 201,
    request: () => ({
      url: '/api/pro/calendar-accounts',
      body: {
        name: unique('Agenda ajouté '),
        colour: 'green',
        icsContent: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//JurisRDV//matrice//FR\r\nEND:VCALENDAR',
      },
    }),
  },
  'POST /api/pro/calendar-accounts/:id/refresh': {
    kind: 'calendarAccount',
    may: LAWYERS,
    ok: 409,
    request: (ids) => ({ url: `/api/pro/calendar-accounts/${n(ids, 'id')}/refresh` }),
    why: 'a calendar imported from a file has nothing to fetch again: the owner is told so, others get 404',
  },
  'POST /api/pro/calendar-connections/:id/sync': {
    kind: 'calendarConnection',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: `/api/pro/calendar-connections/${n(ids, 'id')}/sync` }),
  },
  'POST /api/pro/calendar-connections/:provider/authorize': {
    kind: 'none',
    may: LAWYERS,
    ok: 409,
    request: () => ({ url: '/api/pro/calendar-connections/google/authorize' }),
    why: 'Google is not configured in this app (oauth-calendar-sync.int.test.ts configures it)',
  },
  'POST /api/pro/calendar-connections/caldav': {
    kind: 'none',
    may: LAWYERS,
    ok: 400,
    request: () => ({
      url: '/api/pro/calendar-connections/caldav',
      body: { serverUrl: 'http://127.0.0.1:9/dav/', username: 'matrice', password: 'secret-matrice' },
    }),
    why: 'a server on a private address is refused before any request (caldav-two-way-sync.int.test.ts connects to a real one)',
  },
  'POST /api/pro/calendar-feed/regenerate': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/calendar-feed/regenerate' }),
  },
  'POST /api/pro/cases': {
    kind: 'none',
    may: LAWYERS,
    ok: 201,
    request: () => ({ url: '/api/pro/cases', body: { title: 'Dossier ouvert par la matrice' } }),
  },
  'POST /api/pro/cases/:id/appointments': {
    kind: 'case',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({
      url: caseUrl(ids, '/appointments'),
      body: { appointmentId: Number(n(ids, 'linkedAppointmentId')) },
    }),
    shared: { read: readOnly },
  },
  'POST /api/pro/cases/:id/documents': {
    kind: 'case',
    may: AGENDA,
    ok: 201,
    request: (ids) => ({
      url: caseUrl(ids, '/documents'),
      body: { title: 'Pièce versée', kind: 'scan', fileName: 'versee.pdf', contentBase64: PDF_BASE64 },
    }),
    shared: { read: readOnly },
  },
  'POST /api/pro/cases/:id/documents/:childId/archive': {
    kind: 'case',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: caseUrl(ids, `/documents/${n(ids, 'documentId')}/archive`) }),
    shared: { read: readOnly },
  },
  'POST /api/pro/cases/:id/documents/:childId/restore': {
    kind: 'case',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: caseUrl(ids, `/documents/${n(ids, 'documentId')}/restore`) }),
    shared: { read: readOnly },
  },
  'POST /api/pro/cases/:id/documents/:childId/share': {
    kind: 'case',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({
      url: caseUrl(ids, `/documents/${n(ids, 'documentId')}/share`),
      body: { category: 'Contrat' },
    }),
    shared: { read: 404 },
  },
  'POST /api/pro/cases/:id/tags': {
    kind: 'case',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: caseUrl(ids, '/tags'), body: { name: 'Urgent' } }),
    shared: { read: readOnly },
  },
  'POST /api/pro/cases/:id/work-sessions': {
    kind: 'case',
    may: AGENDA,
    ok: 201,
    request: (ids) => ({
      url: caseUrl(ids, '/work-sessions'),
      body: { title: 'Relecture', duration: '30min' },
    }),
    shared: { read: readOnly },
  },
  'POST /api/pro/contacts': {
    kind: 'none',
    may: AGENDA,
    ok: 201,
    request: () => ({
      url: '/api/pro/contacts',
      body: {
        firstName: 'Lise',
        lastName: 'Nouvelle',
        email: `${unique('lise.')}@example.com`,
        phone: '06 11 22 33 44',
      },
    }),
  },
  'POST /api/pro/contacts/:id/notes': {
    kind: 'contact',
    may: AGENDA,
    ok: 201,
    request: (ids) => ({ url: contactUrl(ids, '/notes'), body: { content: 'Rappeler lundi' } }),
  },
  'POST /api/pro/contacts/:id/tags': {
    kind: 'contact',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: contactUrl(ids, '/tags'), body: { name: 'Relance' } }),
  },
  // Opening (or finding again) the target conversation from what it is about: its appointment, or for the
  // general one the contact's file it was opened from. The body names that record, not the conversation.
  'POST /api/pro/conversations': {
    kind: 'conversation',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({
      url: '/api/pro/conversations',
      body:
        ids.appointmentId === undefined
          ? { contactId: Number(n(ids, 'contactId')) }
          : { appointmentId: Number(n(ids, 'appointmentId')) },
    }),
    shared: {
      // The appointment is the associate's: to the collaborator it is not found (his « Messages » list it).
      read: 404,
      edit: { status: 403, message: FILED_APPOINTMENT },
    },
    why: 'an assistant sees the lawyer’s appointments and contacts: naming one whose conversation is not theirs is a 403 saying why, not a 404',
    answerOn: (role, target) => {
      if (role !== 'assistant' || target.owner !== 'associate' || target.access !== 'hidden')
        return undefined;
      return target.ids.appointmentId === undefined
        ? { status: 403, message: CONTACT_LAWYER_ONLY }
        : { status: 403, message: FILED_APPOINTMENT };
    },
  },
  'POST /api/pro/conversations/:id/close': {
    kind: 'conversation',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: conversationUrl(ids, '/close') }),
    shared: { read: conversationOwnerOnly },
    after: async (context) => {
      if (context.target.access === 'own')
        await expectCall(
          context.t,
          ownerCookie(context),
          'POST',
          conversationUrl(context.target.ids, '/reopen'),
          200,
        );
    },
  },
  'POST /api/pro/conversations/:id/messages': {
    kind: 'conversation',
    may: AGENDA,
    ok: 201,
    request: (ids) => ({
      url: conversationUrl(ids, '/messages'),
      body: { body: 'Votre rendez-vous est confirmé.' },
    }),
    shared: { read: { status: 403, message: READ_ONLY_CONVERSATION } },
  },
  'POST /api/pro/conversations/:id/read': {
    kind: 'conversation',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: conversationUrl(ids, '/read') }),
  },
  'POST /api/pro/conversations/:id/reopen': {
    kind: 'conversation',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: conversationUrl(ids, '/reopen') }),
    shared: { read: conversationOwnerOnly },
    fresh: async (context) => {
      await expectCall(
        context.t,
        ownerCookie(context),
        'POST',
        conversationUrl(context.target.ids, '/close'),
        200,
      );
      return {};
    },
    // A colleague's reopening was refused: its lawyer reopens it for the cells after.
    after: async (context) => {
      if (context.target.access === 'read')
        await expectCall(
          context.t,
          ownerCookie(context),
          'POST',
          conversationUrl(context.target.ids, '/reopen'),
          200,
        );
    },
  },
  'POST /api/pro/events': {
    kind: 'none',
    may: AGENDA,
    ok: 201,
    request: () => ({
      url: '/api/pro/events',
      body: {
        title: 'Rendez-vous d’expertise',
        type: 'audience',
        date: nextProSlot().date,
        startTime: '07:00',
        endTime: '07:30',
        confirmOverlaps: true,
      },
    }),
  },
  'POST /api/pro/firm/invitations': {
    kind: 'none',
    may: ASSOCIATE,
    ok: 201,
    request: () => ({
      url: '/api/pro/firm/invitations',
      body: { email: `${unique('invitation.')}@example.com`, role: 'collaborator' },
    }),
    lawyerRefusal: withRole(MANAGE_REFUSAL),
  },
  // Leaving for real would end the caller's membership for the rest of the sweep: the cell names firm B, which
  // nobody of firm A can leave (404, nothing of firm B said). Leaving itself: firm-leave.int.test.ts.
  'POST /api/pro/firm/departure': {
    kind: 'none',
    may: ALL,
    ok: 404,
    request: (_ids, context) => ({
      url: '/api/pro/firm/departure',
      body: { firmId: context.f.otherFirmId },
    }),
  },
  'POST /api/pro/firm/members/:userId/departure': {
    kind: 'member',
    may: ASSOCIATE,
    ok: 200,
    request: (ids, context) => ({
      url: `/api/pro/firm/members/${n(ids, 'lawyerUserId')}/departure`,
      body: { successorUserId: context.f.associate.userId },
    }),
    // A lawyer made for the cell leaves, their records going to the associate.
    fresh: async (context) => ({
      lawyerUserId: (await newCollaborator(context.t, context.f.firmId, `${unique('depart.')}@example.com`))
        .userId,
    }),
    lawyerRefusal: withRole(MEMBERS_REMOVE_REFUSED),
  },
  'POST /api/pro/invoices': {
    kind: 'none',
    may: BILLING,
    ok: 201,
    request: () => ({ url: '/api/pro/invoices', body: INVOICE_DRAFT('Client facturé') }),
  },
  'POST /api/pro/invoices/:id/credit-note': {
    kind: 'invoice',
    may: BILLING,
    ok: 201,
    request: (ids) => ({ url: invoiceUrl(ids, 'issuedId', '/credit-note'), body: {} }),
    fresh: async (context) => ({
      issuedId: await newIssuedInvoice(context.t, context.cookie, 'Client à créditer'),
    }),
  },
  'POST /api/pro/invoices/:id/issue': {
    kind: 'invoice',
    may: BILLING,
    ok: 200,
    request: (ids) => ({ url: invoiceUrl(ids, 'draftId', '/issue') }),
    fresh: async (context) => ({
      draftId: await newDraftInvoice(context.t, context.cookie, 'Client à facturer'),
    }),
  },
  'POST /api/pro/invoices/:id/payments': {
    kind: 'invoice',
    may: BILLING,
    ok: 201,
    request: (ids) => ({
      url: invoiceUrl(ids, 'issuedId', '/payments'),
      body: { paidOn: '2027-06-07', amountCents: 100, means: 'cheque' },
    }),
  },
  'POST /api/pro/invoices/:id/reminders': {
    kind: 'invoice',
    may: BILLING,
    ok: 201,
    request: (ids) => ({ url: invoiceUrl(ids, 'issuedId', '/reminders') }),
  },
  'POST /api/pro/notifications/:id/read': {
    kind: 'notification',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({ url: `/api/pro/notifications/${n(ids, 'id')}/read` }),
  },
  'POST /api/pro/notifications/read-all': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: () => ({ url: '/api/pro/notifications/read-all' }),
  },
  // Nobody of the fixtures is flagged: a lawyer's answer has nothing to answer (409); the answer itself:
  // directory-recheck.int.test.ts.
  'POST /api/pro/official-directory/answer': {
    kind: 'none',
    may: LAWYERS,
    ok: 409,
    request: () => ({
      url: '/api/pro/official-directory/answer',
      body: { answer: 'Toujours inscrit au barreau.' },
    }),
  },
  'POST /api/pro/online-payment/stripe-onboarding': {
    kind: 'none',
    may: LAWYERS,
    ok: 409,
    request: () => ({ url: '/api/pro/online-payment/stripe-onboarding' }),
    why: 'online payment is not configured in this app (online-payments tests run a Stripe stand-in)',
  },
  'POST /api/pro/online-payment/stripe-return': {
    kind: 'none',
    may: LAWYERS,
    ok: 409,
    request: () => ({ url: '/api/pro/online-payment/stripe-return' }),
    why: 'online payment is not configured in this app',
  },
  'POST /api/pro/timer/pause': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/timer/pause' }),
    fresh: async (context) => {
      await expectCall(context.t, context.cookie, 'POST', '/api/pro/timer/start', 200, { task: 'Relecture' });
      return {};
    },
  },
  'POST /api/pro/timer/start': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/timer/start', body: { task: 'Rédaction des conclusions' } }),
  },
  'POST /api/pro/timer/stop': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/timer/stop', body: {} }),
  },
  'PUT /api/pro/acting-for': {
    kind: 'lawyer',
    may: STAFF,
    ok: 200,
    request: (ids) => ({ url: '/api/pro/acting-for', body: { lawyerUserId: n(ids, 'userId') } }),
    lawyerRefusal: withRole(ACTING_FOR_REFUSED),
    // Back to the associate: the staff's later cells work for them.
    after: async (context) => {
      if (STAFF.includes(context.role))
        await expectCall(context.t, context.cookie, 'PUT', '/api/pro/acting-for', 200, {
          lawyerUserId: context.f.associate.userId,
        });
    },
  },
  'PUT /api/pro/availability': {
    kind: 'none',
    may: AGENDA,
    ok: 200,
    request: (_ids, context) => roundTrip(context, '/api/pro/availability'),
  },
  'PUT /api/pro/billing-settings': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: () => ({ url: '/api/pro/billing-settings', body: BILLING_SETTINGS }),
  },
  'PUT /api/pro/calendar-connections/:id/caldav-password': {
    kind: 'calendarConnection',
    may: LAWYERS,
    ok: 400,
    request: (ids) => ({
      url: `/api/pro/calendar-connections/${n(ids, 'id')}/caldav-password`,
      body: { password: 'nouveau' },
    }),
    why: 'the fixture’s server is on a private address, refused before any request: others get 404',
  },
  'PUT /api/pro/cases/:id/access': {
    kind: 'case',
    may: LAWYERS,
    ok: 200,
    request: (ids, context) => ({
      url: caseUrl(ids, '/access'),
      body: { userId: context.f.assistant.userId, access: 'read' },
    }),
    shared: { read: ownerOnly },
    // The list as it was: the assistant's later cells must not find the case shared with them.
    after: async (context) => {
      if (context.target.access === 'own')
        await expectCall(
          context.t,
          ownerCookie(context),
          'DELETE',
          caseUrl(context.target.ids, `/access/${context.f.assistant.userId}`),
          200,
        );
    },
  },
  'PUT /api/pro/cases/:id/work-sessions/:childId': {
    kind: 'case',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({
      url: caseUrl(ids, `/work-sessions/${n(ids, 'workSessionId')}`),
      body: { title: n(ids, 'workSessionTitle'), duration: '2h' },
    }),
    shared: { read: readOnly },
  },
  'PUT /api/pro/events/:id': {
    kind: 'event',
    may: AGENDA,
    ok: 200,
    request: (ids) => ({
      url: `/api/pro/events/${n(ids, 'id')}`,
      body: {
        title: n(ids, 'title'),
        type: 'audience',
        date: nextProSlot().date,
        startTime: '07:00',
        endTime: '08:00',
        confirmOverlaps: true,
      },
    }),
  },
  'PUT /api/pro/fee-agreement-template': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: (_ids, context) => roundTrip(context, '/api/pro/fee-agreement-template', ['isDefault']),
  },
  'PUT /api/pro/firm': {
    kind: 'none',
    may: ASSOCIATE,
    ok: 200,
    request: () => ({ url: '/api/pro/firm', body: FIRM_DETAILS }),
    lawyerRefusal: withRole(FIRM_MANAGE_REFUSED),
  },
  'PUT /api/pro/firm/logo': {
    kind: 'none',
    may: ASSOCIATE,
    ok: 200,
    request: () => ({ url: '/api/pro/firm/logo', body: { fileName: 'logo.png', contentBase64: PNG_BASE64 } }),
    lawyerRefusal: withRole(FIRM_LOGO_REFUSED),
  },
  'PUT /api/pro/firm/members/:userId': {
    kind: 'member',
    may: ASSOCIATE,
    ok: 200,
    request: (ids, context) => ({
      url: `/api/pro/firm/members/${n(ids, 'userId')}`,
      body: { role: 'assistant', assignedLawyerIds: [context.f.associate.userId] },
    }),
    fresh: async (context) => ({
      userId: (await newStaffAccount(context.t, context.f.associate.cookie, 'assistant')).userId,
    }),
    lawyerRefusal: withRole(MEMBERS_MANAGE_REFUSED),
    foreignFirst: true,
  },
  'PUT /api/pro/invoices/:id': {
    kind: 'invoice',
    may: BILLING,
    ok: 200,
    request: (ids) => ({ url: invoiceUrl(ids, 'draftId'), body: INVOICE_DRAFT(n(ids, 'clientName')) }),
  },
  'PUT /api/pro/notification-settings': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: (_ids, context) => roundTrip(context, '/api/pro/notification-settings'),
  },
  'PUT /api/pro/online-payment': {
    kind: 'none',
    may: LAWYERS,
    ok: 409,
    request: () => ({ url: '/api/pro/online-payment', body: { requirePrepayment: false } }),
    why: 'online payment is not configured in this app',
  },
  'PUT /api/pro/profile': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: (_ids, context) =>
      roundTrip(context, '/api/pro/profile', ['id', 'publication', 'professionalType', 'certificates']),
  },
  'PUT /api/pro/video-settings': {
    kind: 'none',
    may: LAWYERS,
    ok: 200,
    request: (_ids, context) => roundTrip(context, '/api/pro/video-settings'),
  },
  // ——— A case or a contact handed over, « Contacts du cabinet » (ADR 0070): kept together, out of the order ———
  'GET /api/pro/firm/contacts': {
    kind: 'none',
    may: ASSOCIATE,
    ok: 200,
    request: () => ({ url: '/api/pro/firm/contacts' }),
    lawyerRefusal: withRole(FIRM_CONTACTS_REFUSED),
  },
  'GET /api/pro/cases/:id/hand-over': {
    kind: 'case',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: caseUrl(ids, '/hand-over') }),
    shared: { read: handOverRefused },
    firmWide: true,
  },
  'POST /api/pro/cases/:id/hand-over': {
    kind: 'case',
    may: LAWYERS,
    ok: 200,
    request: (ids, context) => ({
      url: caseUrl(ids, '/hand-over'),
      body: { lawyerUserId: otherLawyerThan(context).userId },
    }),
    shared: { read: handOverRefused },
    firmWide: true,
    // A case made for the cell changes hands; one shared with the caller is refused as it is.
    fresh: async (context): Promise<TIds> =>
      context.target.access === 'read'
        ? {}
        : { id: await newBareCase(context.t, ownerCookie(context), unique('Dossier à confier ')) },
  },
  'GET /api/pro/contacts/:id/hand-over': {
    kind: 'contact',
    may: LAWYERS,
    ok: 200,
    request: (ids) => ({ url: contactUrl(ids, '/hand-over') }),
    firmWide: true,
  },
  'POST /api/pro/contacts/:id/hand-over': {
    kind: 'contact',
    may: LAWYERS,
    ok: 200,
    request: (ids, context) => ({
      url: contactUrl(ids, '/hand-over'),
      body: { lawyerUserId: otherLawyerThan(context).userId },
    }),
    firmWide: true,
    fresh: async (context) => ({
      id: await newContact(context.t, ownerCookie(context), {
        firstName: 'Contact',
        lastName: unique('À confier '),
        email: `${unique('a.confier.')}@example.com`,
      }),
    }),
  },
};

// ——— Who sees which record ———

/** Whose records a role works on: their own for a lawyer, the associate's for the staff (assigned, acting for). */
const WORKS_ON: Record<TRole, TLawyerKey> = {
  associate: 'associate',
  collaborator: 'collaborator',
  assistant: 'associate',
  accountant: 'associate',
};
/** The firm-A colleague whose records a role does not see. */
const COLLEAGUE_OF: Record<TRole, TLawyerKey> = {
  associate: 'collaborator',
  collaborator: 'associate',
  assistant: 'collaborator',
  accountant: 'collaborator',
};

/** A record a cell is sent about, resolved once the fixtures exist: its ids and its identifying strings. */
type TPlan = {
  label: string;
  owner: TLawyerKey;
  access: TAccess;
  record: (f: TFirmFixtures) => { ids: TIds; markers: string[] };
};

const plan = (label: string, owner: TLawyerKey, access: TAccess, record: TPlan['record']): TPlan => ({
  label,
  owner,
  access,
  record,
});

const casePlan = (
  label: string,
  owner: TLawyerKey,
  access: TAccess,
  pick: (f: TFirmFixtures) => TCaseRecord,
): TPlan =>
  plan(label, owner, access, (f) => {
    const record = pick(f);
    return {
      ids: {
        id: record.id,
        documentId: record.documentId,
        tagId: record.tagId,
        workSessionId: record.workSessionId,
        workSessionTitle: record.workSessionTitle,
        linkedAppointmentId: record.linkedAppointmentId,
        memberId: UNKNOWN_UUID,
      },
      markers: [record.title, record.documentTitle, record.workSessionTitle],
    };
  });

/** A lawyer's record of one kind: its ids and identifying strings in that lawyer's fixtures. */
type TLawyerRecordOf = (r: TLawyerRecords) => { ids: TIds; markers: string[] };

const LAWYER_RECORDS: Partial<Record<TKind, TLawyerRecordOf>> = {
  appointment: (r) => ({
    ids: { id: r.appointmentId, pendingId: r.pendingAppointmentId, docId: r.appointmentDocumentId },
    markers: [r.appointmentReason, r.opposingParty, r.noteText, r.appointmentDocumentTitle],
  }),
  contact: (r) => ({
    ids: { id: r.contactId, noteId: r.contactNoteId, noteText: r.contactNoteText, tagId: r.contactTagId },
    markers: [r.contactName, r.contactNoteText],
  }),
  event: (r) => ({ ids: { id: r.eventId, title: r.eventTitle }, markers: [r.eventTitle] }),
  invoice: (r) => ({
    ids: {
      draftId: r.draftInvoiceId,
      issuedId: r.issuedInvoiceId,
      paymentId: r.paymentId,
      clientName: r.invoiceClientName,
    },
    markers: [r.invoiceClientName],
  }),
  calendarAccount: (r) => ({ ids: { id: r.calendarAccountId }, markers: [r.calendarAccountName] }),
  calendarConnection: (r) => ({ ids: { id: r.calendarConnectionId }, markers: [] }),
  connectedCalendar: (r) => ({ ids: { id: r.connectedCalendarId }, markers: [] }),
  workSession: (r) => ({
    ids: { id: r.privateCase.workSessionId, caseId: r.privateCase.id },
    markers: [r.privateCase.workSessionTitle],
  }),
  review: (r) => ({ ids: { id: r.reviewId }, markers: [] }),
};

/** One of the associate's conversations (firm-fixtures' `conversations`). */
const associateConversation = (
  label: string,
  access: TAccess,
  pick: (c: TFirmFixtures['conversations']) => TConversationRecord,
): TPlan =>
  plan(label, 'associate', access, (f) => {
    const record = pick(f.conversations);
    return {
      ids: {
        id: record.id,
        attachmentId: record.attachmentId,
        ...(record.appointmentId === null
          ? { contactId: f.records.associate.contactId }
          : { appointmentId: record.appointmentId }),
      },
      markers: [record.messageText],
    };
  });

/** A lawyer's conversation of `records` (about their confirmed appointment, with a file). */
const lawyerConversation = (label: string, owner: TLawyerKey, access: TAccess): TPlan =>
  plan(label, owner, access, (f) => {
    const r = f.records[owner];
    return {
      ids: { id: r.conversationId, attachmentId: r.attachmentId, appointmentId: r.appointmentId },
      markers: [r.messageText],
    };
  });

/**
 * The conversations a role's cells are sent about (ADR 0069): each way the firm reaches one, and the ways it
 * does not. The associate's own `records` conversation is the one about the appointment filed in the case
 * shared with the collaborator.
 */
function conversationPlans(role: TRole): TPlan[] {
  const otherFirm = lawyerConversation('another firm’s', 'otherFirm', 'hidden');
  switch (role) {
    case 'associate':
      return [
        associateConversation('its own about an appointment in no case', 'own', (c) => c.aboutAppointment),
        associateConversation('its own general one', 'own', (c) => c.general),
        lawyerConversation('a colleague’s (collaborator’s)', 'collaborator', 'hidden'),
        otherFirm,
      ];
    case 'collaborator':
      return [
        lawyerConversation('its own', 'collaborator', 'own'),
        associateConversation(
          'the associate’s in a case shared with it to read',
          'read',
          (c) => c.sharedToRead,
        ),
        associateConversation(
          'the associate’s about an appointment in no case',
          'hidden',
          (c) => c.aboutAppointment,
        ),
        otherFirm,
      ];
    case 'assistant':
      return [
        associateConversation(
          'its lawyer’s about an appointment in no case',
          'scheduling',
          (c) => c.aboutAppointment,
        ),
        associateConversation(
          'its lawyer’s in a case shared with it to change',
          'edit',
          (c) => c.sharedToEdit,
        ),
        associateConversation('its lawyer’s in a case not on its list', 'hidden', (c) => c.sharedToRead),
        associateConversation('its lawyer’s general one', 'hidden', (c) => c.general),
        lawyerConversation('a colleague’s (collaborator’s)', 'collaborator', 'hidden'),
        otherFirm,
      ];
    case 'accountant':
      return [associateConversation('a lawyer’s of its firm', 'own', (c) => c.aboutAppointment), otherFirm];
  }
}

/**
 * The records a role's cells are sent about, for a kind: the role's own first (or one shared with it), then
 * those it may not see.
 */
function plansOf(kind: TKind, role: TRole): TPlan[] {
  const own = WORKS_ON[role];
  const colleague = COLLEAGUE_OF[role];
  const none = () => ({ ids: {}, markers: [] });
  const lawyerRecord = LAWYER_RECORDS[kind];
  if (lawyerRecord) {
    const of = (owner: TLawyerKey) => (f: TFirmFixtures) => lawyerRecord(f.records[owner]);
    return [
      plan(`its own (${own}’s)`, own, 'own', of(own)),
      plan(`a colleague’s (${colleague}’s)`, colleague, 'hidden', of(colleague)),
      plan('another firm’s', 'otherFirm', 'hidden', of('otherFirm')),
    ];
  }
  switch (kind) {
    case 'notification': {
      // One's own bell: a lawyer's, or the staff member's own (never their lawyer's).
      const someoneElse: TLawyerKey = role === 'associate' ? 'collaborator' : 'associate';
      return [
        plan('its own', own, 'own', (f) => ({
          ids: {
            id:
              role === 'assistant' || role === 'accountant'
                ? f[role].notificationId
                : f.records[own].notificationId,
          },
          markers: [],
        })),
        plan(`another member’s (${someoneElse}’s)`, someoneElse, 'hidden', (f) => ({
          ids: { id: f.records[someoneElse].notificationId },
          markers: [],
        })),
        plan('another firm’s', 'otherFirm', 'hidden', (f) => ({
          ids: { id: f.records.otherFirm.notificationId },
          markers: [],
        })),
      ];
    }
    case 'invitation':
      return [
        plan('its firm’s', 'associate', 'own', (f) => ({ ids: { id: f.invitationId }, markers: [] })),
        plan('another firm’s', 'otherFirm', 'hidden', (f) => ({
          ids: { id: f.otherFirmInvitationId },
          markers: [],
        })),
      ];
    case 'member':
      return [
        plan('a member of its firm', 'associate', 'own', (f) => ({
          ids: { userId: f.assistant.userId, lawyerUserId: f.collaborator.userId },
          markers: [],
        })),
        plan('another firm’s member', 'otherFirm', 'hidden', (f) => ({
          ids: { userId: f.otherFirm.userId, lawyerUserId: f.otherFirm.userId },
          markers: [],
        })),
      ];
    case 'lawyer': {
      // The agendas one may see: an associate every lawyer of the firm, a collaborator their own, an assistant
      // their lawyers; the lawyers staff may work for: an assistant's assigned ones, every lawyer for an accountant.
      const seen: Record<TRole, TLawyerKey[]> = {
        associate: ['associate', 'collaborator'],
        collaborator: ['collaborator'],
        assistant: ['associate'],
        accountant: ['associate', 'collaborator'],
      };
      return (['associate', 'collaborator', 'otherFirm'] as const).map((lawyer) =>
        plan(
          lawyer === 'otherFirm' ? 'another firm’s lawyer' : `the ${lawyer}`,
          lawyer,
          seen[role].includes(lawyer) ? 'own' : 'hidden',
          (f) => ({ ids: { userId: f[lawyer].userId }, markers: [] }),
        ),
      );
    }
    case 'conversation':
      return conversationPlans(role);
    case 'case': {
      const associateCase = (f: TFirmFixtures) => f.records.associate.privateCase;
      const collaboratorCase = (f: TFirmFixtures) => f.records.collaborator.privateCase;
      const byRole: Record<TRole, TPlan[]> = {
        associate: [
          casePlan('its own case', 'associate', 'own', associateCase),
          casePlan('a colleague’s case not on its list', 'collaborator', 'hidden', collaboratorCase),
        ],
        collaborator: [
          casePlan('its own case', 'collaborator', 'own', collaboratorCase),
          casePlan('a case shared with it to read', 'associate', 'read', (f) => f.caseSharedToRead),
          casePlan('a colleague’s case not on its list', 'associate', 'hidden', associateCase),
        ],
        assistant: [
          casePlan('a case shared with it to change', 'associate', 'edit', (f) => f.caseSharedToEdit),
          casePlan('its lawyer’s case not on its list', 'associate', 'hidden', associateCase),
        ],
        accountant: [casePlan('a case of its firm', 'associate', 'hidden', associateCase)],
      };
      return [
        ...byRole[role],
        casePlan('another firm’s case', 'otherFirm', 'hidden', (f) => f.records.otherFirm.privateCase),
      ];
    }
    default:
      return [plan('its own', own, 'own', none)];
  }
}

// ——— What each answer may show ———

type TMarkerKind =
  | 'appointmentReason'
  | 'appointmentOpposingParty'
  | 'appointmentNote'
  | 'appointmentDocument'
  | 'caseTitle'
  | 'caseContent'
  | 'contact'
  | 'event'
  | 'message'
  | 'invoice'
  | 'calendar'
  | 'notification';
type TMarker = { text: string; owner: TLawyerKey; kind: TMarkerKind; seenBy: readonly TRole[] };

/** Firm A's identifying strings and who may see them somewhere (firm B's: nobody in firm A, by its token). */
function markersOf(f: TFirmFixtures): TMarker[] {
  const markers: TMarker[] = [];
  for (const owner of ['associate', 'collaborator'] as const) {
    const r = f.records[owner];
    // The associate's agenda, appointments and contacts are the assistant's work too; the collaborator's are not.
    const agenda: readonly TRole[] = owner === 'associate' ? ['associate', 'assistant'] : ['collaborator'];
    const lawyerOnly: readonly TRole[] = [owner];
    const billing: readonly TRole[] = owner === 'associate' ? ['associate', 'accountant'] : ['collaborator'];
    markers.push(
      { text: r.appointmentReason, owner, kind: 'appointmentReason', seenBy: agenda },
      // The associate's opponent named by Marie is also the client of the case shared with the collaborator.
      {
        text: r.opposingParty,
        owner,
        kind: 'appointmentOpposingParty',
        seenBy: owner === 'associate' ? ['associate', 'collaborator'] : lawyerOnly,
      },
      { text: r.noteText, owner, kind: 'appointmentNote', seenBy: lawyerOnly },
      { text: r.appointmentDocumentTitle, owner, kind: 'appointmentDocument', seenBy: lawyerOnly },
      { text: r.contactName, owner, kind: 'contact', seenBy: agenda },
      { text: r.contactNoteText, owner, kind: 'contact', seenBy: agenda },
      { text: r.eventTitle, owner, kind: 'event', seenBy: agenda },
      // The associate's is about the appointment filed in the case shared with the collaborator (ADR 0069).
      {
        text: r.messageText,
        owner,
        kind: 'message',
        seenBy: owner === 'associate' ? ['associate', 'collaborator'] : lawyerOnly,
      },
      { text: r.invoiceClientName, owner, kind: 'invoice', seenBy: billing },
      { text: r.calendarAccountName, owner, kind: 'calendar', seenBy: lawyerOnly },
      { text: r.privateCase.title, owner, kind: 'caseTitle', seenBy: lawyerOnly },
      { text: r.privateCase.documentTitle, owner, kind: 'caseContent', seenBy: lawyerOnly },
      { text: r.privateCase.workSessionTitle, owner, kind: 'caseContent', seenBy: lawyerOnly },
    );
  }
  const sharedCase = (record: TCaseRecord, seenBy: readonly TRole[]) =>
    markers.push(
      { text: record.title, owner: 'associate', kind: 'caseTitle', seenBy },
      { text: record.documentTitle, owner: 'associate', kind: 'caseContent', seenBy },
      { text: record.workSessionTitle, owner: 'associate', kind: 'caseContent', seenBy },
    );
  sharedCase(f.caseSharedToRead, ['associate', 'collaborator']);
  sharedCase(f.caseSharedToEdit, ['associate', 'assistant']);
  // The associate's other conversations: the assistant answers the scheduling one and the shared case's.
  const { aboutAppointment, sharedToEdit, general } = f.conversations;
  markers.push(
    {
      text: aboutAppointment.messageText,
      owner: 'associate',
      kind: 'message',
      seenBy: ['associate', 'assistant'],
    },
    {
      text: sharedToEdit.messageText,
      owner: 'associate',
      kind: 'message',
      seenBy: ['associate', 'assistant'],
    },
    { text: general.messageText, owner: 'associate', kind: 'message', seenBy: ['associate'] },
  );
  return markers;
}

const APPOINTMENT_DETAILS: readonly TMarkerKind[] = [
  'appointmentReason',
  'appointmentOpposingParty',
  'appointmentNote',
  'appointmentDocument',
];

/**
 * Answers that show more than the role's own records, by design: whoever is on a case's list reads its
 * linked appointments with the rest of its content (ADR 0059); an associate sees the firm's cases by title
 * (« Dossiers du cabinet », ADR 0059) and every line of the firm's access journal (ADR 0060).
 */
function seenByDesign(route: string, role: TRole, marker: TMarker, target: TTarget): boolean {
  if (
    route.includes(' /api/pro/cases/:id') &&
    (target.access === 'read' || target.access === 'edit') &&
    marker.owner === target.owner &&
    APPOINTMENT_DETAILS.includes(marker.kind)
  )
    return true;
  if (role !== 'associate') return false;
  if (route === 'GET /api/pro/firm/cases') return marker.kind === 'caseTitle';
  // « Contacts du cabinet »: each contact's name, never its notes (ADR 0070).
  if (route === 'GET /api/pro/firm/contacts')
    return marker.kind === 'contact' && marker.text === f.records[marker.owner].contactName;
  if (route === 'GET /api/pro/access-journal' || route === 'GET /api/pro/access-journal/export.csv')
    return marker.kind === 'caseTitle' || marker.kind === 'contact';
  return false;
}

// ——— The sweep ———

const SNAPSHOT_ROUTES = readFileSync(new URL('../../app/app-routes.snapshot.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.includes(' /api/pro/') && !line.startsWith('HEAD '));

type TCellFailure = string;
type TOutcomeExpected = { status: number; message?: string };

const outcomeOf = (outcome: TOutcome): TOutcomeExpected =>
  typeof outcome === 'number' ? { status: outcome } : outcome;

function expectedOutcome(spec: TRouteSpec, role: TRole, target: TTarget): TOutcomeExpected {
  const special = spec.may.includes(role) ? spec.answerOn?.(role, target) : undefined;
  if (special !== undefined) return outcomeOf(special);
  if (!spec.may.includes(role)) {
    if (LAWYERS.includes(role)) {
      if (spec.foreignFirst && target.owner === 'otherFirm') return { status: 404 };
      if (!spec.lawyerRefusal)
        throw new Error('a route refused to a lawyer says its sentence (lawyerRefusal)');
      return { status: 403, message: spec.lawyerRefusal(role) };
    }
    return { status: 403, message: staffRefusal(role) };
  }
  if (target.access === 'own') return { status: spec.ok };
  if (target.access !== 'hidden') return outcomeOf(spec.shared?.[target.access] ?? spec.ok);
  if (reachesFirmWide(spec, role, target)) return { status: spec.ok };
  return { status: 404 };
}

/** An associate's cell on a firm-A record it does not otherwise see, on a route open firm-wide (ADR 0070). */
function reachesFirmWide(spec: TRouteSpec, role: TRole, target: TTarget): boolean {
  return spec.firmWide === true && role === 'associate' && target.owner !== 'otherFirm';
}

const TOKEN_OF_OTHER_FIRM = new RegExp(RECORD_TOKENS.otherFirm, 'i');

let t: TTestApp;
let f: TFirmFixtures;
let markers: TMarker[];
let cells = 0;
let sweepMilliseconds = 0;
let sweepCpuMilliseconds = 0;
let otherFirmBefore: string;
const database = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

/** Firm B as its associate reads it: the sweep must leave it exactly so. */
async function otherFirmView(): Promise<string> {
  const cookie = f.otherFirm.cookie;
  const r = f.records.otherFirm;
  const urls = [
    '/api/pro/appointments',
    `/api/pro/appointments/${r.appointmentId}/history`,
    '/api/pro/contacts',
    `/api/pro/cases`,
    '/api/pro/events?from=2027-06-01&to=2027-08-31',
    '/api/pro/invoices',
    `/api/pro/invoices/${r.issuedInvoiceId}`,
    '/api/pro/conversations',
    '/api/pro/calendar-accounts',
    '/api/pro/calendar-connections',
    '/api/pro/firm',
    '/api/pro/firm/invitations',
    '/api/pro/work-sessions',
  ];
  const answers: string[] = [];
  for (const url of urls) {
    const answer = await callAs(t.app, cookie, 'GET', url);
    answers.push(`${url} ${answer.statusCode} ${answer.body}`);
  }
  return answers.join('\n');
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
let fixturesMilliseconds = 0;
let fixturesCpuMilliseconds = 0;

beforeAll(async () => {
  const cpu = process.cpuUsage();
  const started = performance.now();
  t = await createTestApp();
  f = await buildFirmFixtures(t);
  markers = markersOf(f);
  otherFirmBefore = await otherFirmView();
  fixturesMilliseconds = performance.now() - started;
  const used = process.cpuUsage(cpu);
  fixturesCpuMilliseconds = (used.user + used.system) / 1000;
}, 300_000);

afterAll(async () => {
  console.info(
    `[firm route matrix ${database}] ${Object.keys(ROUTES).length} routes × ${ROLES.length} roles: ${cells} cells ` +
      `in ${seconds(sweepMilliseconds)} (CPU of this process ${seconds(sweepCpuMilliseconds)}), after the two ` +
      `firms' fixtures in ${seconds(fixturesMilliseconds)} (CPU ${seconds(fixturesCpuMilliseconds)})`,
  );
  await t?.close();
});

/** Sends one route's cells and returns what went otherwise than its table line says. */
async function sweep(route: string): Promise<TCellFailure[]> {
  const spec = ROUTES[route];
  if (!spec) throw new Error(`${route} is not classified`);
  const [method] = route.split(' ') as [TCallMethod];
  const failures: TCellFailure[] = [];
  for (const role of ROLES) {
    const { cookie } = f[role];
    for (const { label, owner, access, record } of plansOf(spec.kind, role)) {
      const target: TTarget = { label, owner, access, ...record(f) };
      const context: TContext = { t, f, role, cookie, target };
      const expected = expectedOutcome(spec, role, target);
      // A one-way action gets a record of its own where it is to succeed; refused cells reuse the fixtures.
      if (
        spec.fresh &&
        spec.may.includes(role) &&
        (target.access !== 'hidden' || reachesFirmWide(spec, role, target))
      )
        Object.assign(target.ids, await spec.fresh(context));
      const { url, body } = await spec.request(target.ids, context);
      const response = await callAs(t.app, cookie, method, url, body);
      cells += 1;
      const cell = `${role} on ${target.label}: ${method} ${url}`;
      const text = response.body;
      if (response.statusCode !== expected.status) {
        failures.push(
          `${cell} → ${response.statusCode} (expected ${expected.status}): ${text.slice(0, 240)}`,
        );
      } else if (expected.message !== undefined) {
        const message = (response.json() as { error?: { message?: string } }).error?.message;
        if (message !== expected.message)
          failures.push(
            `${cell} → 403 «\u00a0${message}\u00a0» (expected «\u00a0${expected.message}\u00a0»)`,
          );
      }
      // Never anything of firm B, in any answer to firm A.
      if (TOKEN_OF_OTHER_FIRM.test(text))
        failures.push(`${cell} → carries firm B’s data: ${text.slice(0, 240)}`);
      if (response.statusCode >= 400) {
        // A refusal carries none of the record's data, nor anyone's.
        for (const marker of target.markers)
          if (text.includes(marker)) failures.push(`${cell} → refused with «\u00a0${marker}\u00a0» in it`);
        for (const token of Object.values(RECORD_TOKENS))
          if (text.includes(token))
            failures.push(`${cell} → refused with «\u00a0${token}\u00a0» in it\u00a0: ${text.slice(0, 240)}`);
      } else {
        for (const marker of markers) {
          if (marker.seenBy.includes(role) || !text.includes(marker.text)) continue;
          if (seenByDesign(route, role, marker, target)) continue;
          failures.push(
            `${cell} → shows «\u00a0${marker.text}\u00a0» (${marker.kind} of the ${marker.owner})`,
          );
        }
      }
      if (spec.after) await spec.after(context);
    }
  }
  return failures;
}

/** The matrix's size: one cell per route, role and record the route is sent about. */
const CELLS = Object.values(ROUTES).reduce(
  (total, spec) => total + ROLES.reduce((sum, role) => sum + plansOf(spec.kind, role).length, 0),
  0,
);

describe(`every workspace route × each role of a firm × its own records and others': ${CELLS} cells on ${database}`, () => {
  it('classifies every workspace route of the snapshot, and only those', () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...SNAPSHOT_ROUTES].sort());
  });

  it('opens to staff exactly what the staff route rules open (staff-route-permissions.ts)', () => {
    const disagreements: string[] = [];
    for (const [route, spec] of Object.entries(ROUTES)) {
      const [method, url] = route.split(' ') as [string, string];
      const rule = staffRouteRule(method, url);
      for (const role of STAFF) {
        const allowed =
          rule !== undefined && (rule.permission === 'any' || roleAllows(role, rule.permission));
        if (allowed !== spec.may.includes(role)) disagreements.push(`${route} ${role}: rules ${allowed}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  for (const route of SNAPSHOT_ROUTES) {
    it(`${route}`, async () => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const failures = await sweep(route);
      sweepMilliseconds += performance.now() - started;
      const used = process.cpuUsage(cpu);
      sweepCpuMilliseconds += (used.user + used.system) / 1000;
      expect(failures).toEqual([]);
    });
  }

  it('lists the agendas each role may see: the firm’s lawyers, one’s own, the assigned ones (issue 27 §3)', async () => {
    const names = async (cookie: string) => {
      const answer = await expectCall(t, cookie, 'GET', '/api/pro/firm/agenda-lawyers', 200);
      return (answer.json() as { lawyers: { name: string }[] }).lawyers.map((lawyer) => lawyer.name);
    };
    expect(await names(f.associate.cookie)).toEqual([f.associate.name, f.collaborator.name]);
    expect(await names(f.collaborator.cookie)).toEqual([f.collaborator.name]);
    expect(await names(f.assistant.cookie)).toEqual([f.associate.name]);
  });

  it('left firm B exactly as it was', async () => {
    expect(await otherFirmView()).toBe(otherFirmBefore);
  });
});
