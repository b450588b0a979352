import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { DEFAULT_CONSUMER_MEDIATOR } from '#domain/directory/site/consumer-mediator-setting.ts';
import { ZSiteFacts } from '#domain/directory/site/site-facts.ts';
import { insertProfessional } from '#server/test-support/factories.ts';
import { createTestApp, type TTestApp } from '#server/test-support/test-app.ts';

const FEES: TProfessionalFees = {
  firstConsultation: { kind: 'amount', cents: 9_000 },
  followUp: null,
  urgent: null,
  legalInsuranceAccepted: false,
  paymentMeans: [],
  paymentFacilities: false,
};

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: {
      supportEmail: 'support@cabinet-exemple.fr',
      smtpUrl: 'smtp://mail.example:587',
      publicUrl: 'https://rdv.cabinet-exemple.fr',
      videoBaseUrl: 'https://visio.cabinet-exemple.fr',
      videoProvider: 'generic',
      demoBookingUrl: 'https://calendly.com/jurisrdv/demo?hide_gdpr_banner=1',
      demoData: false,
      sms: { apiKey: 'cle', apiUrl: 'https://api.brevo.com/v3/transactionalSMS/sms', sender: 'JurisRDV' },
    },
  });
  // Two public professionals in Paris, one in Lyon; one awaiting validation, one without fees.
  await insertProfessional(t.handle.db, { fees: FEES, phone: '01 00 00 00 01' });
  await insertProfessional(t.handle.db, { fees: FEES, phone: '01 00 00 00 02' });
  await insertProfessional(t.handle.db, {
    fees: FEES,
    phone: '04 00 00 00 03',
    city: 'Lyon',
    postalCode: '69001',
    communeCode: '69381',
  });
  await insertProfessional(t.handle.db, {
    fees: FEES,
    phone: '01 00 00 00 04',
    verificationStatus: 'pending',
  });
  await insertProfessional(t.handle.db, { fees: null, phone: '01 00 00 00 05' });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/site/facts', () => {
  it('states the configuration the pages derive their sentences from, and counts only public professionals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site/facts' });
    expect(response.statusCode).toBe(200);
    expect(ZSiteFacts.parse(response.json())).toEqual({
      supportEmail: 'support@cabinet-exemple.fr',
      emailDelivery: true,
      secureTransport: true,
      smsHost: 'api.brevo.com',
      videoHost: 'visio.cabinet-exemple.fr',
      videoProvider: 'generic',
      demoBookingUrl: 'https://calendly.com/jurisrdv/demo?hide_gdpr_banner=1',
      demoMode: false,
      publicProfessionalCount: 3,
      publicCommuneCount: 2,
      // Until an administrator names it on /admin (issue 29 §4; consumer-mediator.int.test.ts).
      consumerMediator: DEFAULT_CONSUMER_MEDIATOR,
    });
  });

  it('lets pages frame the demo scheduling page’s origin, and no other', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site/facts' });
    const csp = String(response.headers['content-security-policy']);
    const frameSrc = csp.split(';').find((directive) => directive.startsWith('frame-src'));
    expect(frameSrc).toBe("frame-src 'self' https://calendly.com");
  });

  it('reads the counts again once a minute has passed', async () => {
    await insertProfessional(t.handle.db, { fees: FEES, phone: '01 00 00 00 06' });
    const cached = await t.app.inject({ method: 'GET', url: '/api/site/facts' });
    expect(cached.json().publicProfessionalCount).toBe(3);
    t.clock.advance(60_000);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/site/facts' });
    expect(fresh.json().publicProfessionalCount).toBe(4);
  });
});

describe('GET /api/site/facts without SMTP or https', () => {
  let bare: TTestApp;
  beforeAll(async () => {
    bare = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('says e-mails do not leave and the connection is not encrypted', async () => {
    const facts = (await bare.app.inject({ method: 'GET', url: '/api/site/facts' })).json();
    expect(facts).toMatchObject({
      emailDelivery: false,
      secureTransport: false,
      smsHost: null,
      videoHost: 'meet.jit.si',
      videoProvider: 'jitsi',
      demoBookingUrl: null,
      // The embedded database over plain http: the demo of `npm start`.
      demoMode: true,
      publicProfessionalCount: 0,
      publicCommuneCount: 0,
    });
    // Without a scheduling page nothing is framed but the site itself (default-src 'self').
    const csp = String(
      (await bare.app.inject({ method: 'GET', url: '/api/site/facts' })).headers['content-security-policy'],
    );
    expect(csp).not.toContain('frame-src');
    expect(csp).toContain("default-src 'self'");
  });
});
