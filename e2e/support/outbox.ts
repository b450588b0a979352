import { type APIRequestContext, expect } from '@playwright/test';

type TOutboxEmail = { id: number; to: string; subject: string; text: string };

/** Waits for an e-mail to that address whose subject matches, read from the server's outbox. */
export async function waitForEmail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<TOutboxEmail> {
  let found: TOutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { emails: TOutboxEmail[] };
        found = body.emails.find((email) => subject.test(email.subject));
        return Boolean(found);
      },
      { message: `email "${subject}" to ${to}` },
    )
    .toBe(true);
  return found as TOutboxEmail;
}

export function linkIn(email: TOutboxEmail): string {
  const match = email.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in email "${email.subject}"`);
  return match[0];
}
