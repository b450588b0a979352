import { describe, expect, it } from 'vitest';
import { letterDocument } from './accessible-document';

describe('letterDocument', () => {
  it('keeps the letter’s blocks in order: a drawn title a second level, its headings a third', () => {
    const document = letterDocument({
      title: 'Déclaration à l’Ordre — Sophie Martin',
      author: 'Sophie Martin',
      pages: [
        {
          blocks: [
            { style: 'strong', text: 'Maître Sophie Martin' },
            { style: 'space', text: '' },
            { style: 'body', text: 'Paris, le 30 novembre 2026', right: true },
            { style: 'heading', text: 'Objet' },
          ],
        },
        {
          blocks: [
            { style: 'title', text: 'Annexe\u00a0: conditions' },
            { style: 'small', text: 'Mise à jour\u00a0: 2026' },
            { style: 'heading', text: 'Article 1' },
          ],
        },
      ],
    });
    expect(document).toEqual({
      title: 'Déclaration à l’Ordre — Sophie Martin',
      lang: 'fr-FR',
      author: 'Sophie Martin',
      blocks: [
        { kind: 'paragraph', text: 'Maître Sophie Martin', tone: 'strong' },
        { kind: 'space' },
        { kind: 'paragraph', text: 'Paris, le 30 novembre 2026', align: 'end' },
        { kind: 'heading', level: 2, text: 'Objet' },
        { kind: 'page-break' },
        { kind: 'heading', level: 2, text: 'Annexe\u00a0: conditions' },
        { kind: 'paragraph', text: 'Mise à jour\u00a0: 2026', tone: 'small' },
        { kind: 'heading', level: 3, text: 'Article 1' },
      ],
    });
  });
});
