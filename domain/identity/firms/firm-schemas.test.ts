import { describe, expect, it } from 'vitest';
import { ZFirmInvitationRequest, ZFirmRequest } from './firm-schemas';

const FIRM = {
  name: 'Cabinet Martin Avocats',
  legalForm: 'selarl',
  siret: '732 829 320 00074',
  streetAddress: '12 rue de Rivoli',
  postalCode: '75004',
  city: 'Paris',
  phone: '01 23 45 67 89',
} as const;

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('« Mon cabinet »', () => {
  it('takes a firm with its SIRET as typed, compacted; invoicing kept as stored when not sent', () => {
    expect(ZFirmRequest.parse(FIRM)).toEqual({ ...FIRM, siret: '73282932000074' });
  });

  it('says which field is wrong: a SIRET key, a legal form, a postal code', () => {
    expect(
      fieldErrors(
        ZFirmRequest.safeParse({ ...FIRM, siret: '73282932000075', legalForm: 'sarl', postalCode: '7500' }),
      ),
    ).toEqual({
      siret: 'SIRET invalide\u00a0: la clé de contrôle ne correspond pas (vérifiez chacun des 14 chiffres)',
      legalForm: 'Choisissez la forme d’exercice',
      postalCode: 'Le code postal doit comporter 5 chiffres. Format attendu\u00a0: 75001',
    });
  });

  it('refuses a name of a megabyte and unknown fields', () => {
    expect(fieldErrors(ZFirmRequest.safeParse({ ...FIRM, name: 'x'.repeat(1_000_000) }))).toEqual({
      name: 'Le nom du cabinet ne doit pas dépasser 150 caractères',
    });
    expect(ZFirmRequest.safeParse({ ...FIRM, id: 2 }).success).toBe(false);
  });
});

describe('an invitation', () => {
  it('assigns lawyers to an assistant only', () => {
    const lawyer = '00000000-0000-4000-8000-000000000001';
    expect(
      ZFirmInvitationRequest.safeParse({
        email: 'A@Example.com',
        role: 'assistant',
        assignedLawyerIds: [lawyer],
      }).data,
    ).toEqual({ email: 'a@example.com', role: 'assistant', assignedLawyerIds: [lawyer] });
    expect(
      fieldErrors(
        ZFirmInvitationRequest.safeParse({
          email: 'a@example.com',
          role: 'collaborator',
          assignedLawyerIds: [lawyer],
        }),
      ),
    ).toEqual({ assignedLawyerIds: 'Seul(e) un(e) assistant(e) est assigné(e) à des avocats' });
  });
});
