import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from '../test-support/raw-migration-database';

// Before RIN art. 10's three domaines d'activité: a lawyer with five domains, one with two, a notary with four.
const FEES = `'{"firstConsultation":{"kind":"free"},"followUp":null,"urgent":null,"legalInsuranceAccepted":false,"paymentMeans":[],"paymentFacilities":false}'::jsonb`;
const db = migrationUnderTest(
  '0046',
  `
    insert into professionals (id, first_name, last_name, practice, specialty, specialties, professional_type,
        bar_number, verification_status, phone, consultation_modes, fees, latitude, longitude) values
      (811, 'Anne', 'Cinq', 'Cabinet A', 'Droit public',
        '{"Droit pénal","Droit du travail","Droit civil","Droit public","Droit fiscal"}', 'avocat', 'P1', 'verified',
        '01 02 03 04 05', '{visio}', ${FEES}, 48.85, 2.35),
      (812, 'Basile', 'Deux', 'Cabinet B', 'Droit pénal', '{"Droit pénal","Droit civil"}', 'avocat', 'P2',
        'verified', '01 02 03 04 06', '{visio}', ${FEES}, 48.85, 2.35),
      (813, 'Chloé', 'Notaire', 'Office C', 'Droit immobilier',
        '{"Droit immobilier","Droit de la famille","Droit fiscal","Droit des affaires"}', 'notaire', '75001',
        'verified', '01 02 03 04 07', '{visio}', ${FEES}, 48.85, 2.35);
  `,
);

describe('migration 0046: three domaines d’activité at most for a lawyer, and the certificates’ table', () => {
  it('keeps a lawyer’s first three domains (the main one among them), and leaves the others alone', async () => {
    expect(await db.rows('select id, specialty, specialties from professionals order by id')).toEqual([
      { id: 811, specialty: 'Droit pénal', specialties: ['Droit pénal', 'Droit du travail', 'Droit civil'] },
      { id: 812, specialty: 'Droit pénal', specialties: ['Droit pénal', 'Droit civil'] },
      {
        id: 813,
        specialty: 'Droit immobilier',
        specialties: ['Droit immobilier', 'Droit de la famille', 'Droit fiscal', 'Droit des affaires'],
      },
    ]);
  });

  it('refuses an administrator’s certificate without a note', async () => {
    await expect(
      db.exec(
        "insert into specialisation_certificates (professional_id, specialisation, source, recorded_at) values (811, 'Droit pénal', 'administrator', now())",
      ),
    ).rejects.toThrow(/specialisation_certificates_administrator_note/);
  });
});
