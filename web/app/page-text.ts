/**
 * The text a page shows, as a reader meets it: one entry per sentence, in document order. Used by
 * the claims test to compare every sentence of the marketing, security and legal pages with
 * docs/claims.md.
 */

/** Elements whose text runs inside the surrounding sentence. */
const INLINE_TAGS = new Set([
  'A',
  'ABBR',
  'B',
  'BR',
  'CODE',
  'EM',
  'I',
  'KBD',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
]);

const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'SVG', 'TEMPLATE', 'NOSCRIPT']);

function hasOwnText(element: Element): boolean {
  return [...element.childNodes].some(
    (child) => child.nodeType === 3 && (child.textContent ?? '').trim() !== '',
  );
}

/** A link standing alone (a menu entry, a call to action) is a text of its own; inside a sentence it is part of it. */
function isInline(element: Element): boolean {
  if (element.tagName === 'A') return element.parentElement ? hasOwnText(element.parentElement) : false;
  return INLINE_TAGS.has(element.tagName);
}

export function normalizeText(text: string): string {
  return text
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits a run of text after a full stop, question or exclamation mark followed by a new sentence. */
export function splitSentences(text: string): string[] {
  const parts = normalizeText(text)
    .split(/(?<=[.!?…](?: ?»)?)\s+(?=[«"A-ZÀ-ÖØ-Þ0-9])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
  // « 1. Objet »: a numbered heading is one text, not a sentence « 1. » then another.
  return parts.reduce<string[]>((sentences, part) => {
    const previous = sentences.at(-1);
    if (previous !== undefined && /^\d+\.$/.test(previous))
      sentences[sentences.length - 1] = `${previous} ${part}`;
    else sentences.push(part);
    return sentences;
  }, []);
}

/** One sentence and the element that holds it (H2, P, LI, A, BUTTON…), to tell titles from statements. */
export type TPageSentence = { sentence: string; tag: string };

/** Every sentence shown inside `root` (hidden from everyone: skipped; visually hidden for screen readers: kept). */
export function pageSentenceEntries(root: Element): TPageSentence[] {
  const runs: { text: string; tag: string }[] = [];
  let buffer = '';
  const flush = (tag: string) => {
    if (buffer.trim() !== '') runs.push({ text: buffer, tag });
    buffer = '';
  };
  const walk = (node: Node, blockTag: string) => {
    if (node.nodeType === 3) {
      buffer += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (SKIPPED_TAGS.has(element.tagName.toUpperCase())) return;
    if (element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden')) return;
    if (element.tagName === 'BR') {
      buffer += ' ';
      return;
    }
    if (isInline(element)) {
      for (const child of element.childNodes) walk(child, blockTag);
      return;
    }
    flush(blockTag);
    for (const child of element.childNodes) walk(child, element.tagName);
    flush(element.tagName);
  };
  walk(root, root.tagName);
  flush(root.tagName);
  return runs.flatMap((run) => splitSentences(run.text).map((sentence) => ({ sentence, tag: run.tag })));
}

export function pageSentences(root: Element): string[] {
  return pageSentenceEntries(root).map((entry) => entry.sentence);
}
