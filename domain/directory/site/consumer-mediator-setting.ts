import { z } from '#domain/kernel/zod-fr.ts';

/**
 * The consumer mediator of JurisRDV SAS itself (Code de la consommation L612-1, L616-1; issue 29 §4, ADR 0074),
 * named in the terms, the legal notice and the footer. It is a setting an administrator keeps on /admin (the
 * `site_settings` row): the operator names the body it signed its mediation agreement with.
 */
export const ZConsumerMediatorSetting = z.strictObject({
  name: z
    .string({ error: 'Nom du médiateur requis' })
    .trim()
    .min(1, 'Nom du médiateur requis')
    .max(200, 'Nom du médiateur\u00a0: 200 caractères au plus'),
  address: z
    .string({ error: 'Adresse du médiateur requise' })
    .trim()
    .min(1, 'Adresse du médiateur requise')
    .max(300, 'Adresse du médiateur\u00a0: 300 caractères au plus'),
  website: z
    .string({ error: 'Site du médiateur requis' })
    .trim()
    .max(300, 'Site du médiateur\u00a0: 300 caractères au plus')
    .regex(/^https:\/\/[^\s/]+\.[^\s]+$/i, 'Site du médiateur\u00a0: adresse web invalide (https://…)'),
});
export type TConsumerMediatorSetting = z.infer<typeof ZConsumerMediatorSetting>;

/**
 * Until an administrator sets it: the CM2C, a consumer mediation body listed by the Commission d'évaluation et de
 * contrôle de la médiation de la consommation (CECMC), open to any business that signs its agreement.
 */
export const DEFAULT_CONSUMER_MEDIATOR: TConsumerMediatorSetting = {
  name: 'Centre de la médiation de la consommation de conciliateurs de justice (CM2C)',
  address: '49 rue de Ponthieu, 75008 Paris',
  website: 'https://www.cm2c.net',
};
