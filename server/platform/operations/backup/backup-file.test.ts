// @vitest-environment node
import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_HEADER_BYTES, parseBackupHeader } from './backup-file-header';
import { openBackupFile, readVerifiedPayload, verifyBackupPayload } from './backup-file-reader';
import { createBackupFile } from './backup-file-writer';

const directory = mkdtempSync(join(tmpdir(), 'jurisrdv-backup-file-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const META = {
  application: 'jurisrdv' as const,
  format: 1 as const,
  createdAt: '2026-11-28T19:56:00.000Z',
  source: { driver: 'pglite' as const, serverVersion: '18.6' },
  migrations: { count: 30, lastCreatedAt: 1_796_500_000_000 },
};

async function writeBackup(name: string, parts: string[]): Promise<string> {
  const path = join(directory, name);
  const file = await createBackupFile(path);
  for (const part of parts) await file.append(Buffer.from(part));
  await file.finish(META);
  return path;
}

describe('a backup file', () => {
  it('is put in place whole, readable by its owner only, with its payload’s size and hash', async () => {
    const path = await writeBackup('whole.bak', ['bonjour ', 'le monde']);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readdirSync(directory).filter((name) => name.includes('partiel'))).toEqual([]);
    const header = parseBackupHeader(readFileSync(path), path);
    expect(header).toMatchObject({ ...META, payloadBytes: 16 });
    const opened = await openBackupFile(path);
    expect(opened.bytes).toBe(BACKUP_HEADER_BYTES + 16);
    await verifyBackupPayload(opened);
    expect((await readVerifiedPayload(opened)).toString()).toBe('bonjour le monde');
  });

  it('never replaces another file, and leaves nothing behind when abandoned', async () => {
    const path = await writeBackup('taken.bak', ['premier']);
    await expect(createBackupFile(path)).rejects.toThrow('existe déjà');
    const abandoned = await createBackupFile(join(directory, 'abandoned.bak'));
    await abandoned.append(Buffer.from('à moitié'));
    await abandoned.abort();
    expect(readdirSync(directory).filter((name) => name.includes('abandoned'))).toEqual([]);
    await expect(createBackupFile(join(directory, 'nowhere', 'x.bak'))).rejects.toThrow('n’existe pas');
  });

  it('is refused when truncated, lengthened, altered, missing or not a file', async () => {
    const path = await writeBackup('checked.bak', ['contenu de la sauvegarde']);
    const whole = readFileSync(path);
    const truncated = join(directory, 'truncated.bak');
    writeFileSync(truncated, whole.subarray(0, whole.length - 3));
    await expect(openBackupFile(truncated)).rejects.toThrow('est tronqué\u00a0: il manque 3 octets');
    const longer = join(directory, 'longer.bak');
    writeFileSync(longer, whole);
    appendFileSync(longer, 'xx');
    await expect(openBackupFile(longer)).rejects.toThrow('2 octets de trop');
    const altered = join(directory, 'altered.bak');
    const copy = Buffer.from(whole);
    copy[BACKUP_HEADER_BYTES + 2] = 0x21;
    writeFileSync(altered, copy);
    await expect(verifyBackupPayload(await openBackupFile(altered))).rejects.toThrow('est abîmé');
    await expect(readVerifiedPayload(await openBackupFile(altered))).rejects.toThrow('est abîmé');
    await expect(openBackupFile(join(directory, 'absent.bak'))).rejects.toThrow('n’existe pas');
    await expect(openBackupFile(directory)).rejects.toThrow('pas un fichier ordinaire');
    await expect(openBackupFile('/dev/zero')).rejects.toThrow('pas un fichier ordinaire');
  });
});
