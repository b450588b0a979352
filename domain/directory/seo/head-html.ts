/** Text made safe for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for the inside of a `<script>` element: `<` is written `\u003c` (still the same JSON), so no
 * text in it can close the element or open a comment; U+2028/U+2029 likewise for old parsers.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const JSON_LD_SCRIPT_ID = 'profil-json-ld';

export type THeadTags = {
  /** The whole tab title, site name included. */
  title: string;
  description: string;
  canonicalUrl: string | null;
  ogType: 'website' | 'profile';
  /** For pages that must not be indexed (not found). */
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
};

/** The `<head>` elements that describe a page to search engines and link previews. */
export function renderHeadTags(tags: THeadTags): string {
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<meta name="description" content="${escapeHtml(tags.description)}" />`,
  ];
  if (tags.noindex) lines.push('<meta name="robots" content="noindex" />');
  if (tags.canonicalUrl) lines.push(`<link rel="canonical" href="${escapeHtml(tags.canonicalUrl)}" />`);
  lines.push(
    `<meta property="og:title" content="${escapeHtml(tags.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(tags.description)}" />`,
    `<meta property="og:type" content="${tags.ogType}" />`,
    '<meta property="og:locale" content="fr_FR" />',
    '<meta property="og:site_name" content="JurisRDV" />',
  );
  if (tags.canonicalUrl) lines.push(`<meta property="og:url" content="${escapeHtml(tags.canonicalUrl)}" />`);
  if (tags.jsonLd)
    lines.push(
      `<script type="application/ld+json" id="${JSON_LD_SCRIPT_ID}">${jsonForScript(tags.jsonLd)}</script>`,
    );
  return lines.join('\n    ');
}

/**
 * The app's index.html with the page's head: the template's own title and description are replaced,
 * the other tags go where the title was (or before `</head>`).
 */
export function injectHeadTags(indexHtml: string, headTags: string): string {
  const withoutDescription = indexHtml.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const titlePattern = /<title>[\s\S]*?<\/title>/i;
  // A function replacement: `$` in the page's texts must stay as it is.
  if (titlePattern.test(withoutDescription)) return withoutDescription.replace(titlePattern, () => headTags);
  if (/<\/head>/i.test(withoutDescription))
    return withoutDescription.replace(/<\/head>/i, () => `${headTags}\n  </head>`);
  return withoutDescription.replace(/<html[^>]*>/i, (html) => `${html}<head>${headTags}</head>`);
}
