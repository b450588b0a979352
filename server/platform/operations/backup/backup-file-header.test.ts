import { describe, expect, it } from 'vitest';
import { BackupError } from './backup-error';
import {
  BACKUP_HEADER_BYTES,
  BACKUP_MAGIC,
  encodeBackupHeader,
  parseBackupHeader,
  type TBackupHeader,
} from './backup-file-header';

const HEADER: TBackupHeader = {
  application: 'jurisrdv',
  format: 1,
  createdAt: '2026-11-28T19:56:00.000Z',
  source: { driver: 'postgres', serverVersionNum: 150020, pgDumpMajor: 15 },
  migrations: { count: 30, lastCreatedAt: 1_796_500_000_000 },
  payloadBytes: 199_163,
  payloadSha256: 'a'.repeat(64),
};

function refusal(bytes: Buffer): string {
  try {
    parseBackupHeader(bytes, 'f.bak');
  } catch (error) {
    expect(error).toBeInstanceOf(BackupError);
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('the backup file header', () => {
  it('is a fixed block of readable text that reads back as written', () => {
    const block = encodeBackupHeader(HEADER);
    expect(block.length).toBe(BACKUP_HEADER_BYTES);
    expect(block.toString('utf8').startsWith(BACKUP_MAGIC)).toBe(true);
    expect(block.at(-1)).toBe(0x0a);
    expect(parseBackupHeader(block, 'f.bak')).toEqual(HEADER);
    const pglite: TBackupHeader = { ...HEADER, source: { driver: 'pglite', serverVersion: '18.6' } };
    expect(parseBackupHeader(encodeBackupHeader(pglite), 'f.bak')).toEqual(pglite);
  });

  it('is never written with values a restore would refuse', () => {
    expect(() => encodeBackupHeader({ ...HEADER, payloadSha256: 'nope' })).toThrow();
  });

  it('says what a file is when it is not a backup', () => {
    expect(refusal(Buffer.from('{"name":"jurisrdv"}'))).toBe('f.bak n’est pas une sauvegarde JurisRDV.');
    expect(refusal(Buffer.from('age-encryption.org/v1\n-> X25519 …'))).toContain('chiffré par age');
    expect(refusal(Buffer.from('-----BEGIN PGP MESSAGE-----\n'))).toContain('chiffré par GnuPG');
    expect(refusal(Buffer.from('85018c039a96cb4b', 'hex'))).toContain(
      'apparemment un fichier chiffré par GnuPG',
    );
    expect(refusal(Buffer.from('8c0d040903021', 'hex'))).toContain('chiffré par GnuPG');
    expect(refusal(Buffer.from('PGDMP\x01\x0f\x00'))).toContain('archive pg_dump brute');
    expect(refusal(Buffer.from([0x1f, 0x8b, 0x08, 0x00]))).toContain('gzip');
    expect(refusal(Buffer.alloc(0))).toBe('f.bak n’est pas une sauvegarde JurisRDV.');
  });

  it('refuses a truncated, garbled or unexpected header', () => {
    const block = encodeBackupHeader(HEADER);
    expect(refusal(block.subarray(0, 100))).toContain('tronqué');
    const garbled = Buffer.from(block);
    garbled[BACKUP_MAGIC.length] = 0x78;
    expect(refusal(garbled)).toContain('illisible');
    const newer = encodeBackupHeader(HEADER);
    newer.write('{"application":"jurisrdv","format":2}\n', BACKUP_MAGIC.length);
    expect(refusal(newer)).toContain('inattendu');
  });
});
