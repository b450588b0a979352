import { describe, expect, it } from 'vitest';
import { ACCESS_JOURNAL_LABEL_MAX, journalLabel } from './access-journal-vocabulary';

describe('journalLabel', () => {
  it('keeps a short label, flattening control characters', () => {
    expect(journalLabel('Dossier\u0000Succession\nMorel ')).toBe('Dossier Succession Morel');
  });

  it('cuts a long label to what the database keeps, with an ellipsis', () => {
    const label = journalLabel('x'.repeat(1_000_000));
    expect(label).toHaveLength(ACCESS_JOURNAL_LABEL_MAX);
    expect(label.endsWith('…')).toBe(true);
  });
});
