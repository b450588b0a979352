import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sealCredentials } from '#server/agenda/calendar-sync/calendar-credentials.ts';
import {
  appointments,
  calendarConnections,
  connectedCalendars,
  firmInvitations,
  notifications,
  professionals,
  reviews,
  users,
} from '#server/db/schema/index.ts';
import { firmIdOf, insertProfessionalAccount, moveIntoFirm } from './factories';
import { inviteToFirm, newStaffAccount } from './staff-accounts';
import { callAs, loginAs, loginWithSecondFactor, type TCallMethod, type TTestApp } from './test-app';

/**
 * Two firms with a record of every kind (issue 27 §5), for tests of who reaches what: firm A with an associate,
 * a collaborator lawyer, an assistant assigned to the associate and an accountant; firm B with its own associate.
 * Every record is made as its owner makes it, through the API (a client's booking included), except the rows
 * no route writes without an outside service (a calendar connection, a notification).
 *
 * Each lawyer's records carry a token in their identifying strings: `Arcadia` for the associate's, `Corvina` for
 * the collaborator's, `Borealis` for firm B's, so a test can say which answer may show which record.
 */

/** A Monday, 08:00 Paris, far from the demo data seeded around today; the bookings are in that week. */
export const FIRM_FIXTURES_NOW = new Date('2027-06-07T06:00:00Z');
const TODAY = '2027-06-07';

export const LAWYER_KEYS = ['associate', 'collaborator', 'otherFirm'] as const;
export type TLawyerKey = (typeof LAWYER_KEYS)[number];

/** The token in every identifying string of a lawyer's records. */
export const RECORD_TOKENS: Record<TLawyerKey, string> = {
  associate: 'Arcadia',
  collaborator: 'Corvina',
  otherFirm: 'Borealis',
};

/** A tiny but real PDF: the upload routes check the content. */
export const PDF_BASE64 = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n').toString('base64');

/** A PNG's signature then filler: the logo route reads the type from the first bytes. */
export const PNG_BASE64 = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(1_000, 7),
]).toString('base64');

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//JurisRDV//matrice//FR',
  'BEGIN:VEVENT',
  'UID:matrice-1@example.com',
  'DTSTAMP:20270601T000000Z',
  'DTSTART:20270607T180000Z',
  'DTEND:20270607T190000Z',
  'SUMMARY:Occupé',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

export const BILLING_SETTINGS = {
  siret: '443 061 841 00047',
  vatNumber: 'FR 64 443061841',
  hourlyRateCents: 20_000,
  reminderDelaysDays: [],
};

export const INVOICE_DRAFT = (clientName: string) => ({
  clientName,
  clientAddress: '12 rue de la Paix, 75002 Paris',
  clientEmail: 'facturation.client@example.com',
  lines: [
    { description: 'Consultation', quantityThousandths: 1000, unitPriceCents: 12_000, vatRateBp: 2000 },
  ],
});

export type TMember = { cookie: string; userId: string };
export type TLawyer = TMember & { key: TLawyerKey; email: string; professionalId: number; name: string };

/** One case of a lawyer, with one child of each kind. */
export type TCaseRecord = {
  id: number;
  title: string;
  documentId: number;
  documentTitle: string;
  tagId: number;
  workSessionId: number;
  workSessionTitle: string;
  /** An appointment of the case's lawyer linked to the case. */
  linkedAppointmentId: number;
};

/** What each lawyer owns, ids and identifying strings. */
export type TLawyerRecords = {
  /** A client's request, pending (booked by Marie with its fee agreement). */
  pendingAppointmentId: number;
  /** A client's appointment, confirmed, with an internal note, a document shared with the client, a thread. */
  appointmentId: number;
  appointmentReason: string;
  /** The opposing party the client named in the pending request. */
  opposingParty: string;
  noteText: string;
  appointmentDocumentId: number;
  appointmentDocumentTitle: string;
  contactId: number;
  contactName: string;
  contactNoteId: number;
  contactNoteText: string;
  contactTagId: number;
  eventId: number;
  eventTitle: string;
  conversationId: number;
  messageText: string;
  attachmentId: number;
  draftInvoiceId: number;
  issuedInvoiceId: number;
  invoiceClientName: string;
  paymentId: number;
  calendarAccountId: number;
  calendarAccountName: string;
  calendarConnectionId: number;
  connectedCalendarId: number;
  notificationId: number;
  /** A client's review of a past consultation, published (issue 29 §3). */
  reviewId: number;
  /** The lawyer's own case (for the associate: the one shared with nobody). */
  privateCase: TCaseRecord;
};

/** One of the associate's conversations with Marie: its subject's record, a message and its attached file. */
export type TConversationRecord = {
  id: number;
  /** The appointment it is about (none for the general one). */
  appointmentId: number | null;
  messageText: string;
  attachmentId: number;
};

export type TFirmFixtures = {
  associate: TLawyer;
  collaborator: TLawyer;
  otherFirm: TLawyer;
  assistant: TMember & { notificationId: number };
  accountant: TMember & { notificationId: number };
  marie: string;
  firmId: number;
  otherFirmId: number;
  records: Record<TLawyerKey, TLawyerRecords>;
  /** The associate's case shared with the collaborator, to read only. */
  caseSharedToRead: TCaseRecord;
  /** The associate's case shared with the assistant, to change. */
  caseSharedToEdit: TCaseRecord;
  /**
   * The associate's conversations with Marie, one per way the firm reaches it (ADR 0069): about an appointment
   * in no case (the assistant answers it), about the appointment filed in the case shared with the collaborator
   * (`records.associate`'s, which followed its appointment into that case), about an appointment filed in the
   * case shared with the assistant, and the general one (the associate's alone).
   */
  conversations: {
    aboutAppointment: TConversationRecord;
    sharedToRead: TConversationRecord;
    sharedToEdit: TConversationRecord;
    general: TConversationRecord;
  };
  /** A pending invitation of each firm. */
  invitationId: number;
  otherFirmInvitationId: number;
};

/** Calls as `cookie` and checks the status: a fixture that does not build is the fixture's bug. */
export async function expectCall(
  t: TTestApp,
  cookie: string,
  method: TCallMethod,
  url: string,
  status: number,
  payload?: unknown,
) {
  const response = await callAs(t.app, cookie, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBe(status);
  return response;
}

const BOOKABLE_HOURS = [9, 10, 11, 14, 15, 16];
let bookingSlot = 0;
let proSlot = 0;

/** `hour` Paris on a day of June or July 2027 (UTC+2), as the forms and the booking send it. */
function parisSlot(day: Date, hour: number): { date: string; time: string; iso: string } {
  const date = day.toISOString().slice(0, 10);
  const time = `${String(hour).padStart(2, '0')}:00`;
  return { date, time, iso: `${date}T${String(hour - 2).padStart(2, '0')}:00:00Z` };
}

/**
 * A bookable hour of the default opening hours (Monday to Friday, 09:00–12:00 and 14:00–17:00, 14 days
 * ahead), a new one at each call: from Tuesday 8 June 2027 on, weekdays.
 */
export function nextBookingSlot(): { date: string; time: string; iso: string } {
  const days = [8, 9, 10, 11, 14, 15, 16, 17, 18];
  const day = days[Math.floor(bookingSlot / BOOKABLE_HOURS.length)];
  const hour = BOOKABLE_HOURS[bookingSlot % BOOKABLE_HOURS.length];
  bookingSlot += 1;
  if (day === undefined || hour === undefined) throw new Error('no bookable hour left in the fixtures');
  return parisSlot(new Date(Date.UTC(2027, 5, day)), hour);
}

/**
 * An hour for what the lawyer enters themself (an appointment taken by phone, a move), which no opening
 * hour bounds: from Monday 5 July 2027 on, 08:00 to 19:00, a new one at each call.
 */
export function nextProSlot(): { date: string; time: string; iso: string } {
  const perDay = 12;
  const dayIndex = Math.floor(proSlot / perDay);
  const hour = 8 + (proSlot % perDay);
  proSlot += 1;
  const day = new Date(Date.UTC(2027, 6, 5 + Math.floor(dayIndex / 5) * 7 + (dayIndex % 5)));
  return parisSlot(day, hour);
}

async function lawyer(
  t: TTestApp,
  key: TLawyerKey,
  person: { email: string; firstName: string; lastName: string },
): Promise<TLawyer> {
  const account = await insertProfessionalAccount(t.handle.db, person);
  // Requests wait for the lawyer's answer, so there are requests to accept and refuse.
  await t.handle.db
    .update(professionals)
    .set({ autoConfirm: false })
    .where(eq(professionals.id, account.professional.id));
  return {
    key,
    email: person.email,
    userId: account.user.id,
    professionalId: account.professional.id,
    name: `Maître ${person.firstName} ${person.lastName}`,
    cookie: '',
  };
}

/** A booking by the client Marie (a request with its fee agreement), as her own space sends it. */
export async function bookAsClient(
  t: TTestApp,
  marie: string,
  professionalId: number,
  reason: string,
  opposingParty?: string,
): Promise<number> {
  const response = await expectCall(t, marie, 'POST', '/api/appointments', 201, {
    professionalId,
    start: nextBookingSlot().iso,
    mode: 'cabinet',
    reason,
    answers: {},
    isFirstConsultation: true,
    acceptsFeeAgreement: true,
    ...(opposingParty ? { opposingParty } : {}),
  });
  return (response.json() as { appointment: { id: number } }).appointment.id;
}

async function statusOf(t: TTestApp, cookie: string, appointmentId: number): Promise<string> {
  const answer = await expectCall(t, cookie, 'GET', `/api/pro/appointments/${appointmentId}`, 200);
  return (answer.json() as { appointment: { status: string } }).appointment.status;
}

/** An appointment the lawyer (or their assistant) enters, pending, at a new free hour. */
export async function newProAppointment(t: TTestApp, cookie: string, clientName: string): Promise<number> {
  const { date, time } = nextProSlot();
  const response = await expectCall(t, cookie, 'POST', '/api/pro/appointments', 201, {
    client: { name: clientName },
    type: 'Signature acte',
    date,
    time,
    duration: '1h',
    mode: 'office',
  });
  return (response.json() as { appointment: { id: number } }).appointment.id;
}

export async function newEvent(t: TTestApp, cookie: string, title: string): Promise<number> {
  const { date } = nextProSlot();
  const response = await expectCall(t, cookie, 'POST', '/api/pro/events', 201, {
    title,
    type: 'audience',
    date,
    startTime: '07:00',
    endTime: '08:00',
    // Several events share the early hour of a day: saved side by side, as the planning allows once confirmed.
    confirmOverlaps: true,
  });
  return (response.json() as { event: { id: number } }).event.id;
}

export async function newContact(
  t: TTestApp,
  cookie: string,
  contact: { firstName: string; lastName: string; email: string },
): Promise<number> {
  const response = await expectCall(t, cookie, 'POST', '/api/pro/contacts', 201, {
    ...contact,
    phone: '06 12 34 56 78',
    type: 'client',
  });
  return (response.json() as { contact: { id: number } }).contact.id;
}

/** A case with a title only, as its lawyer creates it: one a cell may hand over without touching the fixtures'. */
export async function newBareCase(t: TTestApp, cookie: string, title: string): Promise<number> {
  const response = await expectCall(t, cookie, 'POST', '/api/pro/cases', 201, { title });
  return (response.json() as { case: { id: number } }).case.id;
}

type TCaseAnswer = {
  case: {
    id: number;
    documents: { id: number; title: string }[];
    tags: { id: number; name: string }[];
    workSessions: { id: number; title: string }[];
  };
};

/** A new document, tag, work session or appointment link on a case, as someone who may change it. */
export async function addCaseDocument(t: TTestApp, cookie: string, caseId: number, title: string) {
  const answer = (
    await expectCall(t, cookie, 'POST', `/api/pro/cases/${caseId}/documents`, 201, {
      title,
      kind: 'contract',
      fileName: 'piece.pdf',
      contentBase64: PDF_BASE64,
    })
  ).json() as TCaseAnswer;
  const document = answer.case.documents.find((item) => item.title === title);
  if (!document) throw new Error(`no document ${title}`);
  return document.id;
}

export async function addCaseTag(t: TTestApp, cookie: string, caseId: number, name: string) {
  const answer = (
    await expectCall(t, cookie, 'POST', `/api/pro/cases/${caseId}/tags`, 200, { name })
  ).json() as TCaseAnswer;
  const tag = answer.case.tags.find((item) => item.name === name);
  if (!tag) throw new Error(`no tag ${name}`);
  return tag.id;
}

export async function addCaseWorkSession(t: TTestApp, cookie: string, caseId: number, title: string) {
  const answer = (
    await expectCall(t, cookie, 'POST', `/api/pro/cases/${caseId}/work-sessions`, 201, {
      title,
      duration: '1h',
    })
  ).json() as TCaseAnswer;
  const session = answer.case.workSessions.find((item) => item.title === title);
  if (!session) throw new Error(`no work session ${title}`);
  return session.id;
}

async function newCase(
  t: TTestApp,
  owner: TLawyer,
  title: string,
  client: Record<string, unknown>,
  linkedAppointmentId: number,
  opposingParties: string[] = [],
): Promise<TCaseRecord> {
  const created = await expectCall(t, owner.cookie, 'POST', '/api/pro/cases', 201, {
    title,
    client,
    opposingParties,
  });
  const id = (created.json() as TCaseAnswer).case.id;
  const documentTitle = `${title}, pièce`;
  const workSessionTitle = `${title}, séance`;
  const record = {
    id,
    title,
    documentId: await addCaseDocument(t, owner.cookie, id, documentTitle),
    documentTitle,
    tagId: await addCaseTag(t, owner.cookie, id, 'Suivi'),
    workSessionId: await addCaseWorkSession(t, owner.cookie, id, workSessionTitle),
    workSessionTitle,
    linkedAppointmentId,
  };
  await expectCall(t, owner.cookie, 'POST', `/api/pro/cases/${id}/appointments`, 200, {
    appointmentId: linkedAppointmentId,
  });
  // The case's document, shared with the client (when the client has an account): the share routes then
  // have something to read.
  if (client.userId)
    await expectCall(
      t,
      owner.cookie,
      'POST',
      `/api/pro/cases/${id}/documents/${record.documentId}/share`,
      200,
      {
        category: 'Contrat',
      },
    );
  return record;
}

/** Issues a draft of the lawyer's (or the firm's accountant's) and returns its id. */
export async function newIssuedInvoice(t: TTestApp, cookie: string, clientName: string): Promise<number> {
  const draft = await expectCall(t, cookie, 'POST', '/api/pro/invoices', 201, INVOICE_DRAFT(clientName));
  const id = (draft.json() as { invoice: { id: number } }).invoice.id;
  await expectCall(t, cookie, 'POST', `/api/pro/invoices/${id}/issue`, 200);
  return id;
}

export async function newDraftInvoice(t: TTestApp, cookie: string, clientName: string): Promise<number> {
  const draft = await expectCall(t, cookie, 'POST', '/api/pro/invoices', 201, INVOICE_DRAFT(clientName));
  return (draft.json() as { invoice: { id: number } }).invoice.id;
}

export async function newPayment(t: TTestApp, cookie: string, invoiceId: number): Promise<number> {
  await expectCall(t, cookie, 'POST', `/api/pro/invoices/${invoiceId}/payments`, 201, {
    paidOn: TODAY,
    amountCents: 100,
    means: 'virement',
  });
  const detail = await expectCall(t, cookie, 'GET', `/api/pro/invoices/${invoiceId}`, 200);
  const { payments } = detail.json() as { payments: { id: number }[] };
  const last = payments.map((payment) => payment.id).sort((a, b) => b - a)[0];
  if (last === undefined) throw new Error('no payment');
  return last;
}

export async function newCalendarAccount(t: TTestApp, cookie: string, name: string): Promise<number> {
  const answer = await expectCall(t, cookie, 'POST', '/api/pro/calendar-accounts', 201, {
    name,
    colour: 'blue',
    icsContent: ICS,
  });
  return (answer.json() as { id: number }).id;
}

/**
 * A CalDAV connection with one calendar, as « Connecter un agenda » leaves it, written directly: making it
 * through the route needs a CalDAV server (caldav-two-way-sync.int.test.ts has one). Its server is a closed
 * port: nothing it would read or write leaves the machine.
 */
export async function newCalendarConnection(
  t: TTestApp,
  professionalId: number,
  label: string,
): Promise<{ connectionId: number; calendarId: number }> {
  const [connection] = await t.handle.db
    .insert(calendarConnections)
    .values({
      professionalId,
      provider: 'caldav',
      label,
      serverUrl: 'http://127.0.0.1:9/dav/',
      sealedCredentials: sealCredentials(
        { kind: 'password', username: 'matrice', password: 'secret-matrice' },
        professionalId,
        t.config.totpEncryptionKey,
      ),
    })
    .returning({ id: calendarConnections.id });
  if (!connection) throw new Error('no calendar connection');
  const [calendar] = await t.handle.db
    .insert(connectedCalendars)
    .values({
      connectionId: connection.id,
      professionalId,
      remoteId: `/dav/${label}/`,
      name: `${label} (agenda)`,
    })
    .returning({ id: connectedCalendars.id });
  if (!calendar) throw new Error('no connected calendar');
  return { connectionId: connection.id, calendarId: calendar.id };
}

/** A notice in someone's bell, as the notification loop writes them. */
export async function newNotification(t: TTestApp, userId: string, title: string): Promise<number> {
  const [row] = await t.handle.db
    .insert(notifications)
    .values({ userId, kind: 'appointment_requested', title, body: '', link: '/pro/dashboard' })
    .returning({ id: notifications.id });
  if (!row) throw new Error('no notification');
  return row.id;
}

/** Where the appointments of newPublishedReview go, a minute apart (from a random start in the morning). */
let reviewAppointmentMinute = Math.floor(Math.random() * 600);

/**
 * A review Marie published a day after a consultation a week before the fixtures' week (issue 29 §3), as the
 * review routes leave it; a row of its own, so answering or reporting it once per cell is possible.
 */
export async function newPublishedReview(
  t: TTestApp,
  professionalId: number,
  clientUserId: string | null,
  text: string,
): Promise<number> {
  const DAY_MS = 86_400_000;
  // One minute after the previous review's appointment: drawn at random each time, two of a long sweep could share
  // a minute of one professional and break the no-overlap constraint.
  reviewAppointmentMinute += 1;
  const start = new Date(FIRM_FIXTURES_NOW.getTime() - 7 * DAY_MS + reviewAppointmentMinute * 60_000);
  const [appointment] = await t.handle.db
    .insert(appointments)
    .values({
      professionalId,
      clientUserId,
      startsAt: start,
      endsAt: new Date(start.getTime() + 60_000),
      mode: 'cabinet',
      status: 'confirmed',
    })
    .returning({ id: appointments.id });
  if (!appointment) throw new Error('no past appointment');
  const at = new Date(start.getTime() + DAY_MS);
  const [review] = await t.handle.db
    .insert(reviews)
    .values({
      appointmentId: appointment.id,
      professionalId,
      clientUserId,
      rating: 4,
      text,
      status: 'published',
      submittedAt: at,
      publishedAt: at,
    })
    .returning({ id: reviews.id });
  if (!review) throw new Error('no review');
  return review.id;
}

/** A new pending invitation of the associate's firm; returns its id. */
export async function newInvitation(t: TTestApp, associateCookie: string, email: string): Promise<number> {
  await inviteToFirm(t, associateCookie, { email, role: 'accountant' });
  const [row] = await t.handle.db
    .select({ id: firmInvitations.id })
    .from(firmInvitations)
    .where(eq(firmInvitations.email, email.toLowerCase()));
  if (!row) throw new Error(`no invitation for ${email}`);
  return row.id;
}

/** A new lawyer of the associate's firm, as a collaborator (signed in): one a test may take out of the firm. */
export async function newCollaborator(t: TTestApp, firmId: number, email: string): Promise<TMember> {
  const account = await insertProfessionalAccount(t.handle.db, {
    email,
    firstName: 'Jean',
    lastName: 'Passant',
  });
  await moveIntoFirm(t.handle.db, account.user.id, firmId, 'collaborator');
  return { userId: account.user.id, cookie: await loginWithSecondFactor(t, 'pro', email) };
}

/** A message with a file from the lawyer in one of their conversations; returns the file's id. */
async function sendWithAttachment(
  t: TTestApp,
  cookie: string,
  conversationId: number,
  body: string,
): Promise<number> {
  const sent = await expectCall(t, cookie, 'POST', `/api/pro/conversations/${conversationId}/messages`, 201, {
    body,
    attachment: { fileName: 'piece-jointe.pdf', contentBase64: PDF_BASE64 },
  });
  const attachmentId = (sent.json() as { message: { attachments: { id: number }[] } }).message.attachments[0]
    ?.id;
  if (!attachmentId) throw new Error('no attachment');
  return attachmentId;
}

/** The lawyer opens (or finds) their conversation with the client about `about`; returns its id. */
async function openAs(t: TTestApp, cookie: string, about: Record<string, number>): Promise<number> {
  const opened = await expectCall(t, cookie, 'POST', '/api/pro/conversations', 200, about);
  return (opened.json() as { conversation: { id: number } }).conversation.id;
}

/**
 * The associate's conversations with Marie besides `records.associate`'s (see `TFirmFixtures.conversations`),
 * opened and written as the associate; an appointment filed in a case takes its conversation into it.
 */
async function associateConversations(
  t: TTestApp,
  associate: TLawyer,
  marie: string,
  records: TLawyerRecords,
  caseSharedToEdit: TCaseRecord,
): Promise<TFirmFixtures['conversations']> {
  const aboutAppointment = async (messageText: string) => {
    const appointmentId = await bookAsClient(t, marie, associate.professionalId, records.appointmentReason);
    const id = await openAs(t, associate.cookie, { appointmentId });
    const attachmentId = await sendWithAttachment(t, associate.cookie, id, messageText);
    return { id, appointmentId, messageText, attachmentId };
  };
  const scheduling = await aboutAppointment('Arcadia message d’organisation');
  const sharedToEdit = await aboutAppointment('Arcadia message du dossier confié');
  await expectCall(t, associate.cookie, 'POST', `/api/pro/cases/${caseSharedToEdit.id}/appointments`, 200, {
    appointmentId: sharedToEdit.appointmentId,
  });
  // From the contact's file (Marie's address): the general conversation.
  const generalId = await openAs(t, associate.cookie, { contactId: records.contactId });
  const generalText = 'Arcadia message général';
  return {
    aboutAppointment: scheduling,
    sharedToRead: {
      id: records.conversationId,
      appointmentId: records.appointmentId,
      messageText: records.messageText,
      attachmentId: records.attachmentId,
    },
    sharedToEdit,
    general: {
      id: generalId,
      appointmentId: null,
      messageText: generalText,
      attachmentId: await sendWithAttachment(t, associate.cookie, generalId, generalText),
    },
  };
}

/** Everything one lawyer owns, made as that lawyer (and their client) would. */
async function recordsOf(
  t: TTestApp,
  owner: TLawyer,
  marie: string,
  marieUserId: string,
): Promise<TLawyerRecords> {
  const token = RECORD_TOKENS[owner.key];
  const appointmentReason = `${token} motif de consultation`;
  // The pending request names the private case's opposing party as its own: a possible conflict.
  const opposingParty = `Adam ${token}adverse`;
  const pendingAppointmentId = await bookAsClient(
    t,
    marie,
    owner.professionalId,
    appointmentReason,
    opposingParty,
  );
  expect(await statusOf(t, owner.cookie, pendingAppointmentId)).toBe('pending');
  // A second booking of the same client is confirmed at once or waits: either way, confirmed here.
  const appointmentId = await bookAsClient(t, marie, owner.professionalId, appointmentReason);
  if ((await statusOf(t, owner.cookie, appointmentId)) === 'pending')
    await expectCall(t, owner.cookie, 'POST', `/api/pro/appointments/${appointmentId}/accept`, 200);
  const noteText = `${token} note interne du rendez-vous`;
  await expectCall(t, owner.cookie, 'POST', `/api/pro/appointments/${appointmentId}/notes`, 201, {
    content: noteText,
  });
  const appointmentDocumentTitle = `${token} pièce du rendez-vous`;
  const withDocument = await expectCall(
    t,
    owner.cookie,
    'POST',
    `/api/pro/appointments/${appointmentId}/documents`,
    201,
    { title: appointmentDocumentTitle, kind: 'document', fileName: 'piece.pdf', contentBase64: PDF_BASE64 },
  );
  const appointmentDocumentId = (
    withDocument.json() as { appointment: { documents: { id: number; title: string }[] } }
  ).appointment.documents.find((document) => document.title === appointmentDocumentTitle)?.id;
  if (!appointmentDocumentId) throw new Error('no appointment document');
  await expectCall(
    t,
    owner.cookie,
    'POST',
    `/api/pro/appointments/${appointmentId}/documents/${appointmentDocumentId}/share`,
    200,
    { category: 'Contrat' },
  );

  const contactName = `Anne ${token}fiche`;
  const contactId = await newContact(t, owner.cookie, {
    firstName: 'Anne',
    lastName: `${token}fiche`,
    // The client's address: the contact's file lists the cases of that client.
    email: 'marie.dubois@example.com',
  });
  const contactNoteText = `${token} note de la fiche`;
  const noted = await expectCall(t, owner.cookie, 'POST', `/api/pro/contacts/${contactId}/notes`, 201, {
    content: contactNoteText,
  });
  const contactNoteId = (noted.json() as { contact: { notes: { id: number }[] } }).contact.notes[0]?.id;
  const tagged = await expectCall(t, owner.cookie, 'POST', `/api/pro/contacts/${contactId}/tags`, 200, {
    name: 'Prioritaire',
  });
  const contactTagId = (tagged.json() as { contact: { tags: { id: number }[] } }).contact.tags[0]?.id;
  if (!contactNoteId || !contactTagId) throw new Error('no contact note or tag');

  const eventTitle = `${token} audience de référé`;
  const eventId = await newEvent(t, owner.cookie, eventTitle);

  const conversationId = await openAs(t, owner.cookie, { appointmentId });
  const messageText = `${token} message confidentiel`;
  const attachmentId = await sendWithAttachment(t, owner.cookie, conversationId, messageText);

  await expectCall(t, owner.cookie, 'PUT', '/api/pro/billing-settings', 200, BILLING_SETTINGS);
  const invoiceClientName = `Irène ${token}facture`;
  const draftInvoiceId = await newDraftInvoice(t, owner.cookie, invoiceClientName);
  const issuedInvoiceId = await newIssuedInvoice(t, owner.cookie, invoiceClientName);
  const paymentId = await newPayment(t, owner.cookie, issuedInvoiceId);

  const calendarAccountName = `${token} agenda importé`;
  const calendarAccountId = await newCalendarAccount(t, owner.cookie, calendarAccountName);
  const connection = await newCalendarConnection(t, owner.professionalId, `${token.toLowerCase()}-dav`);
  const notificationId = await newNotification(t, owner.userId, `${token} demande de rendez-vous`);
  const reviewId = await newPublishedReview(t, owner.professionalId, marieUserId, `${token} avis publié`);

  const privateCase = await newCase(
    t,
    owner,
    `${token} dossier réservé`,
    { userId: marieUserId, name: 'Marie Dubois' },
    pendingAppointmentId,
    [opposingParty],
  );

  return {
    pendingAppointmentId,
    appointmentId,
    appointmentReason,
    opposingParty,
    noteText,
    appointmentDocumentId,
    appointmentDocumentTitle,
    contactId,
    contactName,
    contactNoteId,
    contactNoteText,
    contactTagId,
    eventId,
    eventTitle,
    conversationId,
    messageText,
    attachmentId,
    draftInvoiceId,
    issuedInvoiceId,
    invoiceClientName,
    paymentId,
    calendarAccountId,
    calendarAccountName,
    calendarConnectionId: connection.connectionId,
    connectedCalendarId: connection.calendarId,
    notificationId,
    reviewId,
    privateCase,
  };
}

/** The two firms, their members signed in (with their second factor), and every lawyer's records. */
export async function buildFirmFixtures(t: TTestApp): Promise<TFirmFixtures> {
  t.clock.set(FIRM_FIXTURES_NOW);
  const associate = await lawyer(t, 'associate', {
    email: 'aurore.arnal@example.com',
    firstName: 'Aurore',
    lastName: 'Arnal',
  });
  const collaborator = await lawyer(t, 'collaborator', {
    email: 'cyril.chabert@example.com',
    firstName: 'Cyril',
    lastName: 'Chabert',
  });
  const otherFirm = await lawyer(t, 'otherFirm', {
    email: 'blanche.borealis@example.com',
    firstName: 'Blanche',
    lastName: 'Borealis',
  });
  const firmId = await firmIdOf(t.handle.db, associate.userId);
  const otherFirmId = await firmIdOf(t.handle.db, otherFirm.userId);
  await moveIntoFirm(t.handle.db, collaborator.userId, firmId, 'collaborator');
  for (const member of [associate, collaborator, otherFirm]) {
    member.cookie = await loginWithSecondFactor(t, 'pro', member.email);
  }
  const assistant = await newStaffAccount(t, associate.cookie, 'assistant', [associate.userId]);
  const accountant = await newStaffAccount(t, associate.cookie, 'accountant');
  const marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  const [marieAccount] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'marie.dubois@example.com'));
  if (!marieAccount) throw new Error('no demo client Marie');

  const records = {} as Record<TLawyerKey, TLawyerRecords>;
  for (const owner of [associate, collaborator, otherFirm]) {
    records[owner.key] = await recordsOf(t, owner, marie, marieAccount.id);
  }
  // The associate's two shared cases: one the collaborator reads, one the assistant changes.
  // Its client is the party Marie's pending request names as her opponent: a possible conflict, whose matter
  // (this case) only those on the case's list may read.
  const caseSharedToRead = await newCase(
    t,
    associate,
    'Arcadia dossier partagé',
    { name: records.associate.opposingParty },
    records.associate.appointmentId,
  );
  await expectCall(t, associate.cookie, 'PUT', `/api/pro/cases/${caseSharedToRead.id}/access`, 200, {
    userId: collaborator.userId,
    access: 'read',
  });
  const appointmentOfEditedCase = await newProAppointment(t, associate.cookie, 'Client du dossier confié');
  const caseSharedToEdit = await newCase(
    t,
    associate,
    'Arcadia dossier confié',
    { name: 'Client du dossier confié' },
    appointmentOfEditedCase,
  );
  await expectCall(t, associate.cookie, 'PUT', `/api/pro/cases/${caseSharedToEdit.id}/access`, 200, {
    userId: assistant.userId,
    access: 'edit',
  });
  const conversations = await associateConversations(
    t,
    associate,
    marie,
    records.associate,
    caseSharedToEdit,
  );
  await expectCall(t, associate.cookie, 'PUT', '/api/pro/firm/logo', 200, {
    fileName: 'logo.png',
    contentBase64: PNG_BASE64,
  });
  await expectCall(t, otherFirm.cookie, 'PUT', '/api/pro/firm/logo', 200, {
    fileName: 'logo.png',
    contentBase64: PNG_BASE64,
  });
  return {
    associate,
    collaborator,
    otherFirm,
    assistant: {
      ...assistant,
      notificationId: await newNotification(t, assistant.userId, 'Copie d’une demande de rendez-vous'),
    },
    accountant: {
      ...accountant,
      notificationId: await newNotification(t, accountant.userId, 'Pour le comptable'),
    },
    marie,
    firmId,
    otherFirmId,
    records,
    caseSharedToRead,
    caseSharedToEdit,
    conversations,
    invitationId: await newInvitation(t, associate.cookie, 'invitee.arcadia@example.com'),
    otherFirmInvitationId: await newInvitation(t, otherFirm.cookie, 'invitee.borealis@example.com'),
  };
}
