import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import {
  ZClientDocumentsResponse,
  ZClientProfile,
  ZDeleteAccountRequest,
  ZUpdateClientProfileRequest,
} from '#domain/identity/client-account/client-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import {
  appointments,
  clientDocuments,
  identityLinks,
  notifications,
  professionals,
  reviews,
  users,
  waitingListEntries,
  waitingListNotices,
} from '#server/db/schema/index.ts';
import { exportClientMessages } from '#server/messaging/messages/message-export.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { sendStoredFile } from '#server/platform/http/stored-files.ts';
import { readStoredFile } from '#server/platform/stored-files/stored-file-store.ts';
import { clearSessionCookie, requireAccount } from '../auth/current-account';
import { assertCurrentPassword } from '../auth/current-password';
import { deleteClientAccountIn } from '../privacy/delete-client-account';

const DOCUMENT_NOT_FOUND = 'Document introuvable.';

const FILE_TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/msword': 'DOC',
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
};

export function humanFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} Ko`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} Mo`;
}

function toProfile(user: typeof users.$inferSelect) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    notifyByEmail: user.notifyByEmail,
    notifyBySms: user.notifyBySms,
    newsletter: user.newsletter,
  };
}

export function registerClientAccountRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/client/documents',
    { schema: { response: { 200: ZClientDocumentsResponse } } },
    async (request) => {
      const client = await requireAccount(deps, request, 'client');
      const rows = await deps.db
        .select({
          id: clientDocuments.id,
          name: clientDocuments.name,
          title: clientDocuments.title,
          category: clientDocuments.category,
          contentType: clientDocuments.contentType,
          sizeBytes: clientDocuments.sizeBytes,
          status: clientDocuments.status,
          createdAt: clientDocuments.createdAt,
          firstName: professionals.firstName,
          lastName: professionals.lastName,
        })
        .from(clientDocuments)
        .innerJoin(professionals, eq(professionals.id, clientDocuments.professionalId))
        .where(eq(clientDocuments.clientUserId, client.id))
        .orderBy(desc(clientDocuments.createdAt));
      return {
        documents: rows.map((row) => ({
          id: row.id,
          name: row.title ?? row.name,
          category: row.category,
          type:
            FILE_TYPE_LABELS[row.contentType] ??
            row.contentType.split('/').at(-1)?.toUpperCase() ??
            'Fichier',
          size: humanFileSize(row.sizeBytes),
          lawyer: professionalDisplayName(row.firstName, row.lastName),
          date: row.createdAt.toISOString(),
          status: row.status,
        })),
      };
    },
  );

  api.get(
    '/api/client/documents/:id/file',
    {
      schema: {
        params: z.strictObject({
          id: z
            .string()
            .regex(/^\d{1,15}$/, 'Identifiant invalide')
            .transform(Number),
        }),
        querystring: z.strictObject({ download: z.enum(['1']).optional() }),
      },
    },
    async (request, reply) => {
      const client = await requireAccount(deps, request, 'client');
      const [document] = await deps.db
        .select()
        .from(clientDocuments)
        .where(and(eq(clientDocuments.id, request.params.id), eq(clientDocuments.clientUserId, client.id)));
      if (!document) throw new AppError('NOT_FOUND', { message: DOCUMENT_NOT_FOUND });
      if (document.status === 'pending') {
        await deps.db
          .update(clientDocuments)
          .set({ status: 'viewed' })
          .where(eq(clientDocuments.id, document.id));
      }
      const disposition = request.query.download ? 'attachment' : 'inline';
      const content =
        document.fileId !== null
          ? readStoredFile(deps.db, { fileId: document.fileId, sizeBytes: document.sizeBytes })
          : document.content;
      if (content === null) throw new AppError('NOT_FOUND', { message: DOCUMENT_NOT_FOUND });
      return sendStoredFile(
        reply,
        {
          contentType: document.contentType,
          sizeBytes: document.sizeBytes,
          fileName: document.name,
          content,
        },
        disposition,
      );
    },
  );

  api.get('/api/client/profile', { schema: { response: { 200: ZClientProfile } } }, async (request) =>
    toProfile(await requireAccount(deps, request, 'client')),
  );

  api.put(
    '/api/client/profile',
    { schema: { body: ZUpdateClientProfileRequest, response: { 200: ZClientProfile } } },
    async (request) => {
      const client = await requireAccount(deps, request, 'client');
      const [updated] = await deps.db
        .update(users)
        .set(request.body)
        .where(eq(users.id, client.id))
        .returning();
      if (!updated) throw new AppError('NOT_FOUND');
      return toProfile(updated);
    },
  );

  api.get('/api/client/export', async (request, reply) => {
    const client = await requireAccount(deps, request, 'client');
    const own = await deps.db
      .select({ appointment: appointments, professional: professionals, review: reviews })
      .from(appointments)
      .innerJoin(professionals, eq(professionals.id, appointments.professionalId))
      .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
      .where(eq(appointments.clientUserId, client.id));
    const documents = await deps.db
      .select({
        name: clientDocuments.name,
        category: clientDocuments.category,
        status: clientDocuments.status,
        createdAt: clientDocuments.createdAt,
      })
      .from(clientDocuments)
      .where(eq(clientDocuments.clientUserId, client.id));
    // Sign-ins with an identity provider (ADR 0024): which provider, the address it gave, since when.
    const connectedAccounts = await deps.db
      .select({
        provider: identityLinks.provider,
        email: identityLinks.email,
        createdAt: identityLinks.createdAt,
      })
      .from(identityLinks)
      .where(eq(identityLinks.userId, client.id));
    const bell = await deps.db
      .select({
        title: notifications.title,
        link: notifications.link,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, client.id))
      .orderBy(desc(notifications.id));
    const secureMessages = await exportClientMessages(deps, client.id);
    // The waiting lists the client joined and the freed slots they were told of (issue 14 §4).
    const waitingList = await deps.db
      .select({ entry: waitingListEntries, professional: professionals })
      .from(waitingListEntries)
      .innerJoin(professionals, eq(professionals.id, waitingListEntries.professionalId))
      .where(eq(waitingListEntries.clientUserId, client.id));
    const waitingListNoticesReceived = await deps.db
      .select({ notice: waitingListNotices, professional: professionals })
      .from(waitingListNotices)
      .innerJoin(professionals, eq(professionals.id, waitingListNotices.professionalId))
      .where(eq(waitingListNotices.clientUserId, client.id));
    const data = {
      exportedAt: deps.clock.now().toISOString(),
      account: { ...toProfile(client), createdAt: client.createdAt.toISOString() },
      appointments: own.map(({ appointment, professional, review }) => ({
        professional: professionalDisplayName(professional.firstName, professional.lastName),
        start: appointment.startsAt.toISOString(),
        end: appointment.endsAt.toISOString(),
        mode: appointment.mode,
        status: appointment.status,
        reason: appointment.reason,
        opposingParty: appointment.opposingParty,
        answers: appointment.answers,
        // The client's review of it (issue 29 §3): stars, text, where it stands, and the professional's answer.
        review: review
          ? {
              rating: review.rating,
              text: review.text,
              status: review.status,
              submittedAt: review.submittedAt.toISOString(),
              refusalReason: review.refusalReason,
              moderatorNote: review.moderatorNote,
              answer: review.answer,
            }
          : null,
        cancellationReason: appointment.cancellationReason,
        // The client's own consent to recording a video consultation, with its times (ADR 0034).
        recordingConsentGivenAt: appointment.recordingConsentAt?.toISOString() ?? null,
        recordingConsentWithdrawnAt: appointment.recordingConsentWithdrawnAt?.toISOString() ?? null,
      })),
      documents,
      connectedAccounts,
      notifications: bell,
      // The secure messages (ADR 0028): each conversation's text and attachments' names, not their bytes.
      conversations: secureMessages,
      waitingLists: waitingList.map(({ entry, professional }) => ({
        professional: professionalDisplayName(professional.firstName, professional.lastName),
        joinedAt: entry.joinedAt.toISOString(),
        waitedFor: entry.waitedFor.toISOString(),
      })),
      waitingListNotices: waitingListNoticesReceived.map(({ notice, professional }) => ({
        professional: professionalDisplayName(professional.firstName, professional.lastName),
        slotStart: notice.slotStart.toISOString(),
        sentAt: notice.createdAt.toISOString(),
      })),
    };
    return reply
      .header('content-disposition', 'attachment; filename="mes-donnees-jurisrdv.json"')
      .header('cache-control', 'private, no-store')
      .send(data);
  });

  api.post(
    '/api/client/delete-account',
    { schema: { body: ZDeleteAccountRequest, response: { 200: ZOkResponse } } },
    async (request, reply) => {
      const client = await requireAccount(deps, request, 'client');
      await assertCurrentPassword(deps, request, reply, client, {
        password: request.body.password,
        field: 'password',
        wrongMessage: 'Mot de passe incorrect',
      });
      const now = deps.clock.now();
      const affected = await deps.db.transaction((tx) =>
        deleteClientAccountIn(tx, deps.config, client, now, 'Le client a supprimé son compte JurisRDV.'),
      );
      await professionalsChanged(deps.db, affected, now);
      clearSessionCookie(deps, reply, 'client');
      return { ok: true as const };
    },
  );
}
