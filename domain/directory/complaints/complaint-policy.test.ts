import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_STATUSES,
  COMPLAINT_TEXT_MAX,
  complaintReference,
  complaintStatusAfter,
} from './complaint-policy';
import { ZAnswerComplaintRequest, ZFileComplaintRequest } from './complaint-schemas';

describe('complaints (issue 29 §4)', () => {
  it('names the statuses a professional follows', () => {
    expect(Object.values(COMPLAINT_STATUSES)).toEqual(['Reçue', 'En cours d’examen', 'Répondue']);
  });

  it('moves received → in review → answered, and an answer is final', () => {
    expect(complaintStatusAfter('received', 'take-up')).toBe('in-review');
    expect(complaintStatusAfter('in-review', 'take-up')).toBeNull();
    expect(complaintStatusAfter('received', 'answer')).toBe('answered');
    expect(complaintStatusAfter('in-review', 'answer')).toBe('answered');
    expect(complaintStatusAfter('answered', 'answer')).toBeNull();
    expect(complaintStatusAfter('answered', 'take-up')).toBeNull();
  });

  it('gives references of six digits', () => {
    expect(complaintReference(7)).toBe('REC-000007');
  });

  it('checks the subject and the text’s length', () => {
    const text = 'Je conteste le retrait de mon profil de l’annuaire.';
    expect(ZFileComplaintRequest.parse({ subject: 'delisting', text: `  ${text}  ` }).text).toBe(text);
    expect(ZFileComplaintRequest.safeParse({ subject: 'refund', text }).success).toBe(false);
    expect(ZFileComplaintRequest.safeParse({ subject: 'ranking', text: 'Trop court.' }).success).toBe(false);
    expect(
      ZFileComplaintRequest.safeParse({ subject: 'ranking', text: 'x'.repeat(COMPLAINT_TEXT_MAX + 1) })
        .success,
    ).toBe(false);
    expect(ZFileComplaintRequest.safeParse({ subject: 'ranking', text: `${text}\u0000` }).success).toBe(
      false,
    );
    expect(ZAnswerComplaintRequest.safeParse({ answer: 'Non.' }).success).toBe(false);
  });
});
