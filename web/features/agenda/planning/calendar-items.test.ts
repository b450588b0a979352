import { describe, expect, it } from 'vitest';
import { blockTitle } from './calendar-items';

describe('blockTitle', () => {
  it('names the client first, then the reason', () => {
    expect(blockTitle({ clientName: 'Marie Dubois', title: 'Divorce' })).toBe('Marie Dubois · Divorce');
  });

  it('is the title alone without a client, and the name alone when the title repeats it', () => {
    expect(blockTitle({ clientName: null, title: 'Réunion d’équipe' })).toBe('Réunion d’équipe');
    expect(blockTitle({ clientName: ' ', title: 'Audience' })).toBe('Audience');
    expect(blockTitle({ clientName: 'Marie Dubois', title: 'Marie Dubois' })).toBe('Marie Dubois');
  });
});
