// @vitest-environment node
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteDataDirUse } from './pglite-data-dir-use';

const dataDir = mkdtempSync(join(tmpdir(), 'jurisrdv-pglite-use-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('whether a PGlite data directory is in use', () => {
  it('is free without postmaster.pid, or when no process holds a file of it (after a crash)', async () => {
    expect(await pgliteDataDirUse(dataDir)).toEqual({ state: 'free' });
    writeFileSync(join(dataDir, 'postmaster.pid'), '-42\n/pglite/data\n');
    expect(await pgliteDataDirUse(dataDir)).toEqual({ state: 'free' });
  });

  it('names the process that holds one of its files open, as a running PGlite holds its WAL', async () => {
    mkdirSync(join(dataDir, 'pg_wal'), { recursive: true });
    const wal = openSync(join(dataDir, 'pg_wal', '000000010000000000000001'), 'w');
    try {
      expect(await pgliteDataDirUse(dataDir)).toEqual({ state: 'in-use', pid: process.pid });
    } finally {
      closeSync(wal);
    }
    expect(await pgliteDataDirUse(dataDir)).toEqual({ state: 'free' });
  });
});
