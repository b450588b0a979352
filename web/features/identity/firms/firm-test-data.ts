import type { TFirmResponse } from '#domain/identity/firms/firm-schemas.ts';

/** Sophie Martin's firm as « Mon cabinet » receives it, for the web tests of the firm's pages. */
export const SOPHIE_FIRM: TFirmResponse['firm'] = {
  id: 1,
  name: 'Cabinet Martin Avocats',
  legalForm: 'individuel',
  siret: null,
  vatNumber: null,
  vatFranchise: false,
  streetAddress: '45 boulevard Malesherbes',
  postalCode: '75008',
  city: 'Paris',
  phone: '01 99 00 18 40',
  logoUrl: null,
  invoicing: 'member',
};
