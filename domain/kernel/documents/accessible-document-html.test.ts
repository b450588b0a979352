import { describe, expect, it } from 'vitest';
import type { TAccessibleDocument } from './accessible-document';
import { accessibleDocumentHtml } from './accessible-document-html';

const DOCUMENT: TAccessibleDocument = {
  title: 'Facture n° F-000001',
  lang: 'fr-FR',
  author: 'Maître Sophie Martin',
  blocks: [
    { kind: 'heading', level: 1, text: 'Facture n° F-000001' },
    { kind: 'paragraph', text: 'Marie <Dubois> & fils', tone: 'strong' },
    { kind: 'paragraph', text: '12 rue de la Paix\n75002 Paris', tone: 'small', align: 'end' },
    { kind: 'space' },
    {
      kind: 'table',
      caption: 'Lignes',
      columns: [{ label: 'Désignation' }, { label: 'Montant HT', numeric: true }],
      rows: [['Consultation', '120,00 €']],
    },
    { kind: 'page-break' },
    { kind: 'heading', level: 2, text: 'Mentions' },
  ],
};

describe('accessibleDocumentHtml', () => {
  it('writes a French page titled after the document, with its headings, paragraphs and tables', () => {
    const html = accessibleDocumentHtml(DOCUMENT, { pdfUrl: '/api/client/invoices/1/pdf' });
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('<title>Facture n° F-000001 — version accessible</title>');
    expect(html).toContain('<h1>Facture n° F-000001</h1>');
    expect(html).toContain('<h2>Mentions</h2>');
    expect(html).toContain('<p><strong>Marie &lt;Dubois&gt; &amp; fils</strong></p>');
    expect(html).toContain('<p class="small end">12 rue de la Paix<br>75002 Paris</p>');
    expect(html).toContain('<caption>Lignes</caption>');
    expect(html).toContain('<th scope="col">Désignation</th><th scope="col" class="num">Montant HT</th>');
    expect(html).toContain('<tr><th scope="row">Consultation</th><td class="num">120,00 €</td></tr>');
    expect(html).toContain(
      '<nav aria-label="Formats du document"><a href="/api/client/invoices/1/pdf">Télécharger la version PDF</a></nav>',
    );
    expect(html.match(/<h1>/g)).toHaveLength(1);
  });

  it('opens with the title as first heading when the blocks have none, and links no PDF when there is none', () => {
    const html = accessibleDocumentHtml(
      { ...DOCUMENT, blocks: [{ kind: 'heading', level: 2, text: 'Annexe' }] },
      { pdfUrl: null },
    );
    expect(html).toMatch(/<h1>Facture n° F-000001<\/h1>\n<h2>Annexe<\/h2>/);
    expect(html).not.toContain('<nav');
  });
});
