import type { TEmailMessage } from './outbox';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain, accessible e-mail: the same paragraphs as text and as HTML. */
export function composeEmail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): TEmailMessage {
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}\u00a0: ${link.url}`] : []),
    '',
    "L'équipe JurisRDV",
  ].join('\n\n');
  const html = [
    '<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#111827">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
      : '',
    "<p>L'équipe JurisRDV</p></div>",
  ].join('');
  return { to, subject, text, html };
}
