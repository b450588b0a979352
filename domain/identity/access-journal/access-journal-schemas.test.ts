import { describe, expect, it } from 'vitest';
import {
  journalCriteria,
  journalSearchParams,
  ZAccessJournalFilters,
  ZAccessJournalQuery,
} from './access-journal-schemas';

describe('ZAccessJournalQuery', () => {
  it('reads a page with every filter', () => {
    const query = ZAccessJournalQuery.parse({
      subject: 'contact',
      action: 'read',
      actor: ' Julie ',
      caseId: '12',
      from: '2026-11-01',
      to: '2026-11-30',
      cursor: '99',
      limit: '20',
    });
    expect(journalCriteria(query)).toEqual({
      subject: 'contact',
      action: 'read',
      actor: 'Julie',
      caseId: 12,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(query.limit).toBe(20);
    expect(query.cursor).toBe('99');
  });

  it('takes empty fields as no filter and 50 lines by default', () => {
    const query = ZAccessJournalQuery.parse({ subject: '', action: '', actor: '', caseId: '' });
    expect(journalCriteria(query)).toEqual({});
    expect(query.limit).toBe(50);
  });

  it.each([
    ['limit', { limit: '101' }],
    ['limit', { limit: '0' }],
    ['subject', { subject: 'users' }],
    ['action', { action: 'drop' }],
    ['actor', { actor: 'x'.repeat(1_000_000) }],
    ['actor', { actor: 'Julie\u0000' }],
    ['caseId', { caseId: '1 or 1=1' }],
    ['from', { from: '2026-02-30' }],
    ['to', { from: '2026-12-01', to: '2026-11-01' }],
    ['cursor', { cursor: '-1' }],
    ['unknown key', { other: 'x' }],
  ])('refuses a wrong %s', (field, input) => {
    const result = ZAccessJournalQuery.safeParse(input);
    expect(result.success).toBe(false);
    if (field !== 'unknown key')
      expect(result.error?.issues.some((issue) => issue.path[0] === field)).toBe(true);
  });
});

describe('journalSearchParams', () => {
  it('writes only the filters that filter', () => {
    const filters = ZAccessJournalFilters.parse({ subject: 'appointment', actor: '', from: '2026-11-02' });
    expect(journalSearchParams(filters).toString()).toBe('subject=appointment&from=2026-11-02');
  });
});
