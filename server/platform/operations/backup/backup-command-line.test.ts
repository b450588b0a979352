import { describe, expect, it } from 'vitest';
import {
  backupSummary,
  formatBytes,
  formatDuration,
  parseCommandArguments,
  restoreSummary,
} from './backup-command-line';

const NBSP = '\u00a0';

describe('the backup commands’ line', () => {
  it('take one file, and --force for the restore only', () => {
    expect(parseCommandArguments(['x.bak'], { forceAllowed: false })).toEqual({
      file: 'x.bak',
      force: false,
    });
    expect(parseCommandArguments(['--force', 'x.bak'], { forceAllowed: true })).toEqual({
      file: 'x.bak',
      force: true,
    });
    expect(parseCommandArguments(['--help'], { forceAllowed: true })).toEqual({ help: true });
    expect(() => parseCommandArguments(['--force', 'x.bak'], { forceAllowed: false })).toThrow(
      'Option inconnue --force',
    );
    expect(() => parseCommandArguments([], { forceAllowed: false })).toThrow(
      'Usage\u00a0: npm run db:backup',
    );
    expect(() => parseCommandArguments(['a', 'b'], { forceAllowed: true })).toThrow(
      'Usage\u00a0: npm run db:restore',
    );
    expect(() => parseCommandArguments(['-'], { forceAllowed: true })).toThrow('Usage');
  });

  it('print sizes and durations the French way', () => {
    expect(formatBytes(512)).toBe(`512${NBSP}octets`);
    expect(formatBytes(203_940)).toBe(`199${NBSP}ko`);
    expect(formatBytes(4_569_671)).toBe(`4,4${NBSP}Mo`);
    expect(formatBytes(3 * 1024 ** 3)).toBe(`3${NBSP}Go`);
    expect(formatDuration(2_184)).toBe(`2,2${NBSP}s`);
  });

  it('end with one line saying what was done', () => {
    expect(backupSummary({ file: '/b/x.bak', bytes: 4_569_671, durationMs: 2_184, driver: 'pglite' })).toBe(
      `Sauvegarde PGlite écrite dans /b/x.bak (4,4${NBSP}Mo, 2,2${NBSP}s).`,
    );
    const restored = {
      file: '/b/x.bak',
      bytes: 203_940,
      durationMs: 900,
      driver: 'postgres' as const,
      // 23:30 UTC in November is 00:30 the next day in Paris.
      createdAt: '2026-11-24T23:30:00.000Z',
      target: 'la base «\u00a0jurisrdv\u00a0» sur 127.0.0.1',
      previousDataDir: null,
    };
    expect(restoreSummary(restored)).toBe(
      `Sauvegarde PostgreSQL du 25/11/2026 à 00:30 (/b/x.bak, 199${NBSP}ko) restaurée dans la base «\u00a0jurisrdv\u00a0» sur 127.0.0.1 en 0,9${NBSP}s.`,
    );
    expect(restoreSummary({ ...restored, previousDataDir: '/d/pglite.avant-restauration-x' })).toMatch(
      / ; l’ancienne base est gardée dans \/d\/pglite\.avant-restauration-x\.$/,
    );
  });
});
