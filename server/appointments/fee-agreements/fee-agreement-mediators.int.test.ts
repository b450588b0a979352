import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumerMediatorOf } from '#domain/billing/invoices/consumer-mediator.ts';
import { professionals } from '#server/db/schema/index.ts';
import { insertProfessionalAccount } from '#server/test-support/factories.ts';
import {
  callAs,
  createTestApp,
  loginWithSecondFactor,
  type TTestApp,
} from '#server/test-support/test-app.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('the default fee agreement names the profession’s own consumer mediator (issue 29 §4)', () => {
  it.each([
    ['notaire', 'notaire.mediateur@example.com', 'Médiateur du notariat', 'au notaire'],
    ['commissaire', 'commissaire.mediateur@example.com', 'CM2C', 'au commissaire de justice'],
    ['avocat', 'avocat.mediateur@example.com', "profession d'avocat", "à l'avocat"],
  ] as const)('%s', async (type, email, name, addressee) => {
    const { professional } = await insertProfessionalAccount(t.handle.db, { email });
    await t.handle.db
      .update(professionals)
      .set({ professionalType: type })
      .where(eq(professionals.id, professional.id));
    const cookie = await loginWithSecondFactor(t, 'pro', email);
    const template = await callAs(t.app, cookie, 'GET', '/api/pro/fee-agreement-template');
    expect(template.statusCode).toBe(200);
    const mediator = consumerMediatorOf(type);
    expect(template.json()).toMatchObject({
      isDefault: true,
      template: {
        mediatorName: mediator.name,
        mediatorAddress: mediator.address,
        mediatorWebsite: `https://${mediator.website}`,
      },
    });
    expect(template.json().template.mediatorName).toContain(name);
    // The agreement a client reads before booking follows the profession too.
    const preview = await callAs(
      t.app,
      undefined,
      'GET',
      `/api/professionals/${professional.id}/fee-agreement-preview.json`,
    );
    expect(preview.statusCode).toBe(200);
    const sections: { heading: string; body: string }[] = preview.json().sections;
    const mediation = sections.find((section) => section.heading === 'Médiation de la consommation');
    expect(mediation?.body).toContain(`adressée ${addressee}`);
    expect(mediation?.body).toContain(mediator.name);
    expect(preview.json().mediator.name).toBe(mediator.name);
  });
});
