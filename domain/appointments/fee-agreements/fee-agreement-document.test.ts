import { describe, expect, it } from 'vitest';
import { renderFeeAgreement } from './fee-agreement-content';
import { feeAgreementDocument } from './fee-agreement-document';
import { DEFAULT_FEE_AGREEMENT_TEMPLATE } from './fee-agreement-template';

const content = renderFeeAgreement({
  professional: {
    firstName: 'Sophie',
    lastName: 'Martin',
    practice: 'Cabinet Martin',
    barNumber: 'P1234',
    address: '12 rue de Rivoli, 75004 Paris',
    email: 'sophie.martin@example.com',
    phone: '01 23 45 67 89',
  },
  client: { firstName: 'Marie', lastName: 'Dubois', email: 'marie@example.com' },
  appointment: { start: new Date('2026-11-24T09:00:00Z'), mode: 'cabinet' },
  fee: { kind: 'amount', cents: 12_000, label: 'Première consultation' },
  paymentMeans: ['carte'],
  template: DEFAULT_FEE_AGREEMENT_TEMPLATE,
});

describe('feeAgreementDocument', () => {
  it('has the title as first heading, a heading per party and per section, and the acceptance', () => {
    const document = feeAgreementDocument(content, new Date('2026-11-20T14:30:00Z'));
    expect(document).toMatchObject({
      title: "Convention d'honoraires",
      lang: 'fr-FR',
      author: 'Maître Sophie Martin',
    });
    const headings = document.blocks.flatMap((block) => (block.kind === 'heading' ? [block] : []));
    expect(headings[0]).toEqual({ kind: 'heading', level: 1, text: "Convention d'honoraires" });
    expect(headings.slice(1).map((heading) => heading.text)).toEqual([
      'Le professionnel',
      'Le client',
      'Rendez-vous',
      ...content.sections.map((section) => section.heading),
    ]);
    const paragraphs = document.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : []));
    expect(paragraphs).toContain('Première consultation\u00a0: 120\u00a0€ TTC');
    expect(paragraphs).toContain('Acceptée en ligne le vendredi 20 novembre 2026 à 15:30');
    expect(paragraphs.at(-1)).toMatch(/^Le client a accepté la présente convention en cochant/);
  });

  it('says a preview is not accepted yet', () => {
    const paragraphs = feeAgreementDocument(content, null).blocks.flatMap((block) =>
      block.kind === 'paragraph' ? [block.text] : [],
    );
    expect(paragraphs[0]).toBe('Aperçu — non encore acceptée');
    expect(paragraphs.at(-1)).toMatch(/^Le client accepte la présente convention en cochant/);
  });
});
