/**
 * Publisher and host details shown in the legal pages of both the public and the pro site.
 * Kept in one place so the real company data replaces the sample values everywhere at once: these
 * are the operator's declarations (docs/claims.md), the product cannot check them.
 */
export const LEGAL_ENTITY = {
  brand: 'JurisRDV',
  companyName: 'JurisRDV SAS',
  legalForm: 'Société par actions simplifiée',
  shareCapital: '10 000 €',
  registration: 'RCS Paris 912 345 678',
  vatNumber: 'FR 40 912345678',
  address: '18 rue de Provence, 75009 Paris',
  publicationDirector: 'Claire Delmas, présidente de JurisRDV SAS',
  dpoEmail: 'dpo@jurisrdv.fr',
  foundedYear: 2020,
  host: {
    name: 'OVH SAS',
    address: '2 rue Kellermann, 59100 Roubaix, France',
  },
} as const;
