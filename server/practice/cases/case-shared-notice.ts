import { eq } from 'drizzle-orm';
import type { TCaseAccessRight } from '#domain/practice/case-access/case-access-rights.ts';
import {
  caseSharedEmail,
  caseSharedLink,
  caseSharedNotice,
} from '#domain/practice/case-access/case-shared-notice.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { users } from '#server/db/schema/index.ts';
import { notificationPreferencesOf, recordNotifications } from '#server/messaging/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';

/**
 * Tells a member just added to a case's access list (issue 27 §3), in the caller's transaction, as their
 * « Dossier partagé avec vous » setting says: the bell (its line opens the case) and an e-mail, both naming
 * who gave access and the right, never the case.
 */
export async function notifyCaseShared(
  tx: TDatabaseOrTransaction,
  deps: TAppDeps,
  input: { caseId: number; userId: string; lawyer: string; access: TCaseAccessRight },
): Promise<void> {
  await recordNotifications(tx, [
    {
      userId: input.userId,
      kind: 'case_shared',
      title: caseSharedNotice(input.lawyer, input.access),
      link: caseSharedLink(input.caseId),
    },
  ]);
  const preference = (await notificationPreferencesOf(tx, [input.userId], 'case_shared')).get(input.userId);
  if (!preference?.email) return;
  const [member] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!member) return;
  await enqueueEmail(
    tx,
    {
      ...composeEmail(
        member,
        'Un dossier vous a été partagé sur JurisRDV',
        caseSharedEmail(input.lawyer, input.access),
        { label: 'Ouvrir mes dossiers', url: `${deps.config.publicUrl}/pro/dashboard/cases` },
      ),
      kind: 'case_shared',
    },
    Boolean(deps.config.smtpUrl),
  );
}
