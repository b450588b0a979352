import type { TAccessibleDocument, TDocumentBlock } from './accessible-document';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Line breaks inside a paragraph (an address, the mediator's lines) stay line breaks. */
const lines = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map(escapeHtml)
    .join('<br>');

function blockHtml(block: TDocumentBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h${block.level}>${escapeHtml(block.text)}</h${block.level}>`;
    case 'paragraph': {
      const className = [block.tone === 'small' ? 'small' : '', block.align === 'end' ? 'end' : '']
        .filter(Boolean)
        .join(' ');
      const text = block.tone === 'strong' ? `<strong>${lines(block.text)}</strong>` : lines(block.text);
      return `<p${className ? ` class="${className}"` : ''}>${text}</p>`;
    }
    case 'table': {
      const numeric = (index: number) => (block.columns[index]?.numeric ? ' class="num"' : '');
      const head = block.columns
        .map((column, index) => `<th scope="col"${numeric(index)}>${escapeHtml(column.label)}</th>`)
        .join('');
      const rows = block.rows
        .map(
          (row) =>
            `<tr>${row
              .map((cell, index) =>
                index === 0
                  ? `<th scope="row">${lines(cell)}</th>`
                  : `<td${numeric(index)}>${lines(cell)}</td>`,
              )
              .join('')}</tr>`,
        )
        .join('\n');
      return `<table>\n<caption>${escapeHtml(block.caption)}</caption>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`;
    }
    case 'space':
    case 'page-break':
      return '';
  }
}

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e1e24;line-height:1.5;margin:0;background:#fff}
main{max-width:48rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.6rem;margin:0 0 1rem}h2{font-size:1.25rem;margin:1.5rem 0 .5rem}h3{font-size:1.05rem;margin:1.25rem 0 .5rem}
p{margin:.4rem 0}.small{font-size:.9rem;color:#4b4b55}.end{text-align:right}
table{border-collapse:collapse;width:100%;margin:1rem 0}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #c8c8cf;padding:.35rem .5rem;text-align:left;vertical-align:top}thead th{background:#eef0f4}
.num{text-align:right;white-space:nowrap}
nav{border-bottom:1px solid #c8c8cf;padding-bottom:.75rem;margin-bottom:1rem}a{color:#1d4ed8}`;

/**
 * The accessible version of a generated PDF (RGAA 13.3): a standalone page in the document's language, titled
 * after it, with its headings, paragraphs and tables as HTML, and a link back to the PDF.
 */
export function accessibleDocumentHtml(
  document: TAccessibleDocument,
  options: { pdfUrl: string | null },
): string {
  const opensWithTitle = document.blocks.find((block) => block.kind === 'heading')?.level === 1;
  const body = [
    opensWithTitle ? '' : `<h1>${escapeHtml(document.title)}</h1>`,
    ...document.blocks.map(blockHtml),
  ]
    .filter((html) => html !== '')
    .join('\n');
  const nav = options.pdfUrl
    ? `<nav aria-label="Formats du document"><a href="${escapeHtml(options.pdfUrl)}">Télécharger la version PDF</a></nav>\n`
    : '';
  return `<!doctype html>
<html lang="${document.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(document.title)} — version accessible</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${nav}${body}
</main>
</body>
</html>
`;
}
