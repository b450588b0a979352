// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../platform/project-root';

/**
 * The index of decision records (docs/decisions/README.md) stays in step with the records: each one listed
 * once, no link to a file that is not there, and each record's status written under its title.
 */

const DECISIONS_DIR = join(PROJECT_ROOT, 'docs', 'decisions');
const RECORD_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/u;
const TITLE_LINE = /^# (\d{4}) — (\S.*)$/u;
const STATUS_LINE = /^Status: (\S.*)$/u;
const INDEX_ROW = /^\| \[(\d{4})\]\(([^)]+)\) \| ([^|]+) \| ([^|]+) \|/u;

type TRecord = { file: string; number: string; titleLine: string; statusLine: string };
type TIndexRow = { number: string; target: string; title: string; status: string };

function readRecords(): TRecord[] {
  return readdirSync(DECISIONS_DIR)
    .filter((file) => /^\d{4}-/u.test(file))
    .sort()
    .map((file) => {
      const [titleLine = '', statusLine = ''] = readFileSync(join(DECISIONS_DIR, file), 'utf8').split('\n');
      return { file, number: file.slice(0, 4), titleLine, statusLine };
    });
}

function readIndex(): { rows: TIndexRow[]; links: string[] } {
  const readme = readFileSync(join(DECISIONS_DIR, 'README.md'), 'utf8');
  const rows = readme.split('\n').flatMap((line) => {
    const match = INDEX_ROW.exec(line);
    if (!match) return [];
    const [, number = '', target = '', title = '', status = ''] = match;
    return [{ number, target, title: title.trim(), status: status.trim() }];
  });
  // Every relative Markdown link of the page, table or not, must lead somewhere.
  const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/gu)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/u.test(target));
  return { rows, links };
}

const records = readRecords();
const index = readIndex();

describe('decision records', () => {
  it('are named NNNN-kebab-case.md, numbered 0001 onwards without a gap or a repeat', () => {
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(record.file).toMatch(RECORD_FILE);
    expect(records.map((record) => record.number)).toEqual(
      records.map((_, position) => String(position + 1).padStart(4, '0')),
    );
  });

  it('each open with their number and title, then a Status line right under the title', () => {
    for (const record of records) {
      expect(TITLE_LINE.exec(record.titleLine)?.[1], `${record.file}: first line`).toBe(record.number);
      expect(record.statusLine, `${record.file}: second line`).toMatch(STATUS_LINE);
    }
  });

  it('name in their status only later records that exist', () => {
    const numbers = new Set(records.map((record) => record.number));
    for (const record of records) {
      for (const [named] of record.statusLine.matchAll(/\b\d{4}\b/gu)) {
        expect(numbers.has(named), `${record.file}: ${named} is no record`).toBe(true);
        expect(named > record.number, `${record.file}: ${named} is not a later record`).toBe(true);
      }
    }
  });
});

describe('the index of decision records (docs/decisions/README.md)', () => {
  it('lists every record exactly once, in order', () => {
    const listed = index.rows.map((row) => row.target);
    const timesListed = (file: string) => listed.filter((target) => target === file).length;
    expect(records.filter((record) => timesListed(record.file) !== 1).map((record) => record.file)).toEqual(
      [],
    );
    expect(listed).toEqual(records.map((record) => record.file));
    for (const row of index.rows) expect(row.target.slice(0, 4)).toBe(row.number);
  });

  it('links only to files that exist', () => {
    expect(index.links.length).toBeGreaterThanOrEqual(records.length);
    for (const target of index.links) {
      expect(existsSync(join(DECISIONS_DIR, target)), `link to ${target}`).toBe(true);
    }
  });

  it("gives each record's own title and status", () => {
    const byFile = new Map(index.rows.map((row) => [row.target, row]));
    for (const record of records) {
      const row = byFile.get(record.file);
      expect(row?.title, record.file).toBe(TITLE_LINE.exec(record.titleLine)?.[2]);
      expect(row?.status, record.file).toBe(STATUS_LINE.exec(record.statusLine)?.[1]);
    }
  });
});
