import type { TPdfLetter } from './pdf-letter';

/**
 * One generated document (a fee agreement, an invoice, a letter) as structure: a title, headings, paragraphs and
 * tables. The PDF and its accessible HTML version (RGAA 13.3) are both drawn from it, so they cannot say
 * different things.
 */
export type TDocumentBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string; tone?: 'strong' | 'small'; align?: 'end' }
  | {
      kind: 'table';
      caption: string;
      columns: { label: string; numeric?: boolean }[];
      /** The first cell of each row names the row (a row header). */
      rows: string[][];
    }
  | { kind: 'space' }
  | { kind: 'page-break' };

export type TAccessibleDocument = {
  title: string;
  /** BCP 47, declared by the PDF's catalog (/Lang) and the page's <html lang>. */
  lang: 'fr-FR';
  author: string | null;
  blocks: TDocumentBlock[];
};

/**
 * A letter of the PDF pool as a document. The document's title is its first-level heading (the HTML page opens
 * on it, the PDF shows it in the window's title bar): a title drawn in the letter is a second level, the headings
 * under it a third, those of a letter without a drawn title a second.
 */
export function letterDocument(letter: TPdfLetter): TAccessibleDocument {
  const blocks: TDocumentBlock[] = [];
  let underTitle = false;
  letter.pages.forEach((page, index) => {
    if (index > 0) blocks.push({ kind: 'page-break' });
    for (const block of page.blocks) {
      const align = block.right ? ({ align: 'end' } as const) : {};
      if (block.style === 'space') blocks.push({ kind: 'space' });
      else if (block.style === 'title') {
        underTitle = true;
        blocks.push({ kind: 'heading', level: 2, text: block.text });
      } else if (block.style === 'heading')
        blocks.push({ kind: 'heading', level: underTitle ? 3 : 2, text: block.text });
      else if (block.style === 'body') blocks.push({ kind: 'paragraph', text: block.text, ...align });
      else blocks.push({ kind: 'paragraph', text: block.text, tone: block.style, ...align });
    }
  });
  return { title: letter.title, lang: 'fr-FR', author: letter.author, blocks };
}
