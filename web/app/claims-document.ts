import { normalizeText } from './page-text';

/** One row of docs/claims.md: a text a page shows, and why it is true. */
export type TClaimRow = { text: string; evidence: string; pattern: RegExp };

/** The texts of one section of docs/claims.md: a page path, or a layout shared by several pages. */
export type TClaimSections = Map<string, TClaimRow[]>;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `{name}` in a row stands for a value read from the configuration or the database: a count
 * (`{nombre…}`, digits) or a single word such as an address or a host (no spaces), so that a
 * placeholder can never stand for a whole sentence. The one exception, `{médiateur…}`, is the consumer
 * mediator an administrator names on /admin (several words: name, address, website; ADR 0074), and stands for
 * the rest of its sentence's clause only where the row puts it.
 */
function rowPattern(text: string): RegExp {
  const pattern = text
    .split(/(\{[a-zà-ÿ -]+\})/u)
    .map((part) => {
      if (!/^\{[a-zà-ÿ -]+\}$/u.test(part)) return escapeRegExp(part);
      if (part.startsWith('{médiateur')) return '.+';
      return part.startsWith('{nombre') ? '\\d[\\d ]*' : '\\S+';
    })
    .join('');
  return new RegExp(`^${pattern}$`, 'u');
}

/**
 * Reads the document: `## <section>` headings whose first word in backquotes is the section key
 * (a path such as `/pro/securite`, or `public-layout` / `pro-layout`), then table rows
 * `| text | evidence |` (the header row and the separator are skipped).
 */
export function parseClaimsDocument(markdown: string): TClaimSections {
  const sections: TClaimSections = new Map();
  let current: TClaimRow[] | null = null;
  for (const line of markdown.split('\n')) {
    const heading = line.match(/^## .*?`([^`]+)`/);
    if (heading?.[1]) {
      current = sections.get(heading[1]) ?? [];
      sections.set(heading[1], current);
      continue;
    }
    if (line.startsWith('## ') || line.startsWith('# ')) {
      current = null;
      continue;
    }
    if (!current || !line.startsWith('|')) continue;
    const cells = line
      .slice(1, line.lastIndexOf('|'))
      .split('|')
      .map((cell) => cell.trim());
    const [text = '', evidence = ''] = cells;
    if (text === '' || /^-+$/.test(text) || text === 'Texte affiché') continue;
    const normalized = normalizeText(text.replace(/\\\|/g, '|'));
    current.push({ text: normalized, evidence, pattern: rowPattern(normalized) });
  }
  return sections;
}
