import { describe, expect, it } from 'vitest';
import { mayBeRemoved, removalConsequences, removalHandsOverRecords } from './member-removal';

describe('removing a member of a firm', () => {
  it('is offered for every other member, never for oneself; a lawyer’s hands their records over', () => {
    expect(mayBeRemoved({ userId: 'a', role: 'assistant' }, 'me')).toBe(true);
    expect(mayBeRemoved({ userId: 'a', role: 'accountant' }, 'me')).toBe(true);
    expect(mayBeRemoved({ userId: 'a', role: 'collaborator' }, 'me')).toBe(true);
    expect(mayBeRemoved({ userId: 'a', role: 'associate' }, 'me')).toBe(true);
    expect(mayBeRemoved({ userId: 'me', role: 'assistant' }, 'me')).toBe(false);
    expect(removalHandsOverRecords({ role: 'collaborator' })).toBe(true);
    expect(removalHandsOverRecords({ role: 'associate' })).toBe(true);
    expect(removalHandsOverRecords({ role: 'assistant' })).toBe(false);
  });

  it('says what it does before it is done, with the member’s and the firm’s names', () => {
    const said = removalConsequences('Inès Roux', 'Cabinet Martin Avocats');
    expect(said[0]).toBe(
      'Inès Roux perd immédiatement l’accès à l’espace du cabinet «\u00a0Cabinet Martin Avocats\u00a0»\u00a0: ses sessions ouvertes sont fermées.',
    );
    expect(said).toHaveLength(3);
  });
});
