// The consumer mediator each profession designated (Code de la consommation L612-1, L616-1): a consumer
// client may refer a dispute to them free of charge, and the professional must tell them who it is.
import type { TProfessionalType } from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';

export const ZConsumerMediator = z.object({
  name: z.string(),
  address: z.string(),
  website: z.string(),
});
export type TConsumerMediator = z.infer<typeof ZConsumerMediator>;

const MEDIATORS: Record<TProfessionalType, TConsumerMediator> = {
  avocat: {
    name: "Médiateur de la consommation de la profession d'avocat",
    address: 'Conseil national des barreaux, 180 boulevard Haussmann, 75008 Paris',
    website: 'mediateur-consommation-avocat.fr',
  },
  notaire: {
    name: 'Médiateur du notariat',
    address: '60 boulevard de La Tour-Maubourg, 75007 Paris',
    website: 'mediateur-notariat.notaires.fr',
  },
  // The mediator the Chambre nationale des commissaires de justice signed an agreement with.
  commissaire: {
    name: 'Centre de la médiation de la consommation de conciliateurs de justice (CM2C)',
    address: '49 rue de Ponthieu, 75008 Paris',
    website: 'cm2c.net',
  },
};

export function consumerMediatorOf(professionalType: TProfessionalType): TConsumerMediator {
  return MEDIATORS[professionalType];
}
