import { describe, expect, it } from 'vitest';
import { caseSharedEmail, caseSharedLink, caseSharedNotice } from './case-shared-notice';

describe('the notice of a case shared with a member', () => {
  it('names who gave access and the right, never the case', () => {
    expect(caseSharedNotice('Maître Sophie Martin', 'read')).toBe(
      'Maître Sophie Martin vous a donné accès à l’un de ses dossiers, en lecture seule',
    );
    expect(caseSharedNotice('Maître Sophie Martin', 'edit')).toBe(
      'Maître Sophie Martin vous a donné accès à l’un de ses dossiers, en lecture et en modification',
    );
    const email = caseSharedEmail('Maître Sophie Martin', 'edit').join('\n');
    expect(email).toContain('ni le dossier ni son titre ne figurent dans cet e-mail');
    expect(caseSharedLink(12)).toBe('/pro/dashboard/cases/12');
  });
});
