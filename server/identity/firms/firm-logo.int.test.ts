import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRM_LOGO_NOT_AN_IMAGE,
  FIRM_LOGO_TOO_LARGE,
  MAX_FIRM_LOGO_BYTES,
} from '#domain/identity/firms/firm-logo.ts';
import { firms, professionals, storedFiles, users } from '#server/db/schema/index.ts';
import { purgeAbandonedUploads, storeFile } from '#server/platform/stored-files/stored-file-store.ts';
import { firmIdOf, insertProfessionalAccount, moveIntoFirm } from '#server/test-support/factories.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { FIRM_LOGO_REFUSED } from './firm-logo-routes';

let t: TTestApp;
let sophie: string;
let luc: string;
let thomas: string;
let sophieFirmId: number;

/** A PNG's signature, then filler: the server reads the type from the first bytes. */
function png(size = 2_000): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, Buffer.alloc(size - signature.length, 7)]);
}

const upload = (cookie: string, bytes: Buffer, fileName = 'logo.png') =>
  callAs(t.app, cookie, 'PUT', '/api/pro/firm/logo', { fileName, contentBase64: bytes.toString('base64') });

const storedFileCount = async () => (await t.handle.db.select({ n: count() }).from(storedFiles))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  const [sophieUser] = await t.handle.db
    .select()
    .from(users)
    .where(eq(users.email, 'sophie.martin@example.com'));
  if (!sophieUser) throw new Error('Sophie absente');
  sophieFirmId = await firmIdOf(t.handle.db, sophieUser.id);
  const account = await insertProfessionalAccount(t.handle.db, { email: 'luc.fontaine@example.com' });
  await moveIntoFirm(t.handle.db, account.user.id, sophieFirmId, 'collaborator');
  luc = await loginAs(t.app, 'pro', 'luc.fontaine@example.com');
});

afterAll(async () => {
  await t.close();
});

describe('the firm logo', () => {
  it('is set by an associate, and served publicly as the same image, cached under its own address', async () => {
    const image = png();
    const answer = await upload(sophie, image);
    expect(answer.statusCode, answer.body).toBe(200);
    // « Mon cabinet » shows it from the member's own route; the public one carries the same file's id.
    const logoUrl: string = answer.json().firm.logoUrl;
    const version = /^\/api\/pro\/firm\/logo\?v=(\d+)$/.exec(logoUrl)?.[1];
    expect(version).toBeDefined();
    const publicUrl = `/api/firms/${sophieFirmId}/logo?v=${version}`;
    const served = await t.app.inject({ method: 'GET', url: publicUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(image)).toBe(true);
    const own = await callAs(t.app, sophie, 'GET', logoUrl);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(own.rawPayload.equals(image)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(401);
    // Without the file's id, a short cache: the address may show another logo tomorrow.
    const bare = await t.app.inject({ method: 'GET', url: `/api/firms/${sophieFirmId}/logo` });
    expect(bare.headers['cache-control']).toBe('public, max-age=300');
    // The firm's public page shows it.
    expect((await t.app.inject({ method: 'GET', url: `/api/firms/${sophieFirmId}` })).json().logoUrl).toBe(
      publicUrl,
    );
    // Every member sees it in « Mon cabinet ».
    expect((await callAs(t.app, luc, 'GET', '/api/pro/firm')).json().firm.logoUrl).toBe(logoUrl);
  });

  it('replaces the previous image, whose stored file goes, and survives the purge of abandoned uploads', async () => {
    const before = await storedFileCount();
    const answer = await upload(sophie, png(3_000));
    expect(answer.statusCode).toBe(200);
    expect(await storedFileCount()).toBe(before);
    await purgeAbandonedUploads(t.handle.db, new Date(Date.now() + 48 * 3_600_000));
    const served = await callAs(t.app, sophie, 'GET', answer.json().firm.logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(3_000);
  });

  it('refuses an SVG, a PDF, an image over 1 Mo and text that is not base64, next to the file field', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, name, message] of [
      [svg, 'logo.svg', FIRM_LOGO_NOT_AN_IMAGE],
      [Buffer.from('%PDF-1.7 logo'), 'logo.png', FIRM_LOGO_NOT_AN_IMAGE],
      [png(MAX_FIRM_LOGO_BYTES + 1), 'logo.png', FIRM_LOGO_TOO_LARGE],
    ] as const) {
      const refused = await upload(sophie, bytes, name);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().error.fieldErrors.contentBase64).toBe(message);
    }
    const garbage = await callAs(t.app, sophie, 'PUT', '/api/pro/firm/logo', {
      fileName: 'logo.png',
      contentBase64: 'pas du base64\u202f!\u0000',
    });
    expect(garbage.statusCode).toBe(400);
    const huge = await callAs(t.app, sophie, 'PUT', '/api/pro/firm/logo', {
      fileName: 'logo.png',
      contentBase64: 'A'.repeat(3 * 1024 * 1024),
    });
    expect([400, 413]).toContain(huge.statusCode);
  });

  it('is refused to a collaborator (403, saying the role), and another firm never reaches this one', async () => {
    const refused = await upload(luc, png());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      `${FIRM_LOGO_REFUSED} Votre rôle\u00a0: Avocat(e) collaborateur(trice).`,
    );
    expect((await callAs(t.app, luc, 'DELETE', '/api/pro/firm/logo')).statusCode).toBe(403);
    // Thomas's upload goes to his own firm only.
    const his = await upload(thomas, png(1_500));
    expect(his.statusCode).toBe(200);
    expect(his.json().firm.id).not.toBe(sophieFirmId);
    const ours = await t.app.inject({ method: 'GET', url: `/api/firms/${sophieFirmId}/logo` });
    expect(ours.rawPayload.length).toBe(3_000);
  });

  it('is not published for a firm without a validated lawyer, an unknown firm or a hostile id', async () => {
    const pending = await insertProfessionalAccount(t.handle.db, { email: 'nadia.attente@example.com' });
    const pendingFirm = await firmIdOf(t.handle.db, pending.user.id);
    await storeFile(t.handle.db, png(), new Date(), (fileId) =>
      t.handle.db.update(firms).set({ logoFileId: fileId }).where(eq(firms.id, pendingFirm)),
    );
    await t.handle.db
      .update(professionals)
      .set({ verificationStatus: 'pending' })
      .where(eq(professionals.userId, pending.user.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/firms/${pendingFirm}/logo` })).statusCode).toBe(
      404,
    );
    // Its own associate still sees it in « Mon cabinet ».
    const nadia = await loginAs(t.app, 'pro', 'nadia.attente@example.com');
    expect((await callAs(t.app, nadia, 'GET', '/api/pro/firm/logo')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/firms/999999/logo' })).statusCode).toBe(404);
    for (const id of ['abc', '-1', '1e3', '99999999999'])
      expect((await t.app.inject({ method: 'GET', url: `/api/firms/${id}/logo` })).statusCode).toBe(400);
  });

  it('is removed by an associate: the firm has no logo any more', async () => {
    const removed = await callAs(t.app, sophie, 'DELETE', '/api/pro/firm/logo');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().firm.logoUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/firms/${sophieFirmId}/logo` })).statusCode).toBe(
      404,
    );
  });
});
