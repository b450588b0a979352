import { emailGreeting } from '#domain/kernel/text/email-greeting.ts';
import type { TEmailMessage } from './outbox';

/**
 * Whom an e-mail is for. `firstName` is the name of the account that owns `email`, or null where there is
 * none or where the address is not proven to be theirs (see emailGreeting for the policy).
 */
export type TEmailRecipient = { email: string; firstName: string | null };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A plain, accessible e-mail: the same paragraphs as text and as HTML, after the one greeting of every
 * e-mail (« Bonjour Marie, »), written here so that no caller can leave it out or write a second one.
 */
export function composeEmail(
  to: TEmailRecipient,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): TEmailMessage {
  const body = [emailGreeting(to.firstName), ...paragraphs];
  const text = [...body, ...(link ? [`${link.label}\u00a0: ${link.url}`] : []), '', "L'équipe JurisRDV"].join(
    '\n\n',
  );
  const html = [
    '<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#111827">',
    ...body.map((p) => `<p>${escapeHtml(p)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
      : '',
    "<p>L'équipe JurisRDV</p></div>",
  ].join('');
  return { to: to.email, subject, text, html };
}
