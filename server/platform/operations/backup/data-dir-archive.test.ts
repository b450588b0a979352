// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { unpackDataDirArchive } from './data-dir-archive';

type TEntry = { name: string; type?: string; data?: string; size?: number };

/** A ustar header as PGlite writes them (name field only, octal fields ended by NUL). */
function header(entry: TEntry): Buffer {
  const block = Buffer.alloc(512);
  const data = Buffer.from(entry.data ?? '');
  block.write(entry.name, 0, 100, 'latin1');
  block.write('0000666\0', 100, 'latin1');
  block.write('0000000\0', 108, 'latin1');
  block.write('0000000\0', 116, 'latin1');
  block.write(`${(entry.size ?? data.length).toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  block.write('15302630647\0', 136, 'latin1');
  block.write(entry.type ?? '0', 156, 'latin1');
  block.write('ustar\u000000', 257, 'latin1');
  block.fill(0x20, 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return block;
}

function tar(entries: TEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry));
    const data = Buffer.from(entry.data ?? '');
    if (data.length) parts.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

const DATA_DIR: TEntry[] = [
  { name: '/PG_VERSION', data: '18\n' },
  { name: '/base', type: '5' },
  { name: '/base/1', type: '5' },
  { name: '/base/1/112', data: 'x'.repeat(8192) },
  { name: '/postgresql.auto.conf', data: '# Do not edit\n' },
];

function refusal(archive: Buffer, limit?: number): string {
  expect(() => unpackDataDirArchive(archive, limit)).toThrow();
  try {
    unpackDataDirArchive(archive, limit);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

describe('a PGlite data directory archive', () => {
  it('is accepted with its files, directories and PostgreSQL version', () => {
    const unpacked = unpackDataDirArchive(gzipSync(tar(DATA_DIR)));
    expect(unpacked).toMatchObject({ files: 3, directories: 2, pgVersion: '18' });
    expect(unpacked.tar.equals(tar(DATA_DIR))).toBe(true);
  });

  it('is refused when it is not a gzip, or inflates past the limit (a gzip bomb stops there)', () => {
    expect(refusal(Buffer.from('not gzip at all'))).toContain('pas un gzip lisible');
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(20_000);
    expect(refusal(bomb, 1024 * 1024)).toContain('dépasse 1 Mo une fois décompressée');
  });

  it('is refused with names that could leave the data directory', () => {
    for (const name of ['/../../etc/cron.d/x', '/base/../../x', 'base/./x', '/a b', '/PG_VERSION\\..', '']) {
      expect(refusal(gzipSync(tar([...DATA_DIR, { name, data: 'x' }])))).toContain(
        'nom de fichier non accepté',
      );
    }
  });

  it('is refused with anything but plain files and directories', () => {
    for (const type of ['1', '2', '3', '4', '6', '7', 'x', 'g', 'L']) {
      expect(refusal(gzipSync(tar([...DATA_DIR, { name: '/link', type }])))).toContain(
        'n’est ni un fichier ni un dossier',
      );
    }
    expect(refusal(gzipSync(tar([...DATA_DIR, { name: '/dir', type: '5', size: 512 }])))).toContain(
      'de taille non nulle',
    );
  });

  it('is refused when damaged, truncated, or not a PostgreSQL data directory', () => {
    const damaged = tar(DATA_DIR);
    // The header of /base (file contents have no checksum in a tar: the backup's SHA-256 covers them).
    damaged[1024 + 3] = 0x41;
    expect(refusal(gzipSync(damaged))).toContain('en-tête tar abîmé');
    const whole = tar(DATA_DIR);
    expect(refusal(gzipSync(whole.subarray(0, 512 * 5)))).toContain('est tronqué');
    expect(refusal(gzipSync(tar(DATA_DIR.slice(1))))).toContain('PG_VERSION manquant');
    expect(refusal(gzipSync(Buffer.alloc(4096)))).toContain('en-tête tar abîmé');
    const prefixed = header({ name: '/x', data: '' });
    prefixed.write('..', 345, 'latin1');
    expect(refusal(gzipSync(Buffer.concat([tar(DATA_DIR).subarray(0, -1024), prefixed])))).toContain(
      'en-tête tar abîmé',
    );
  });
});
