import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { RGAA_CRITERIA } from '#domain/directory/accessibility/rgaa-audit.ts';
import {
  RGAA_GRID_MARKDOWN_PATH,
  renderRgaaGridMarkdown,
} from '#domain/directory/accessibility/rgaa-grid-markdown.ts';

it('docs/accessibility/rgaa-grid.md is the grid as rgaa-audit.ts holds it (npm run accessibility:grid)', () => {
  const committed = readFileSync(join(__dirname, '../../..', RGAA_GRID_MARKDOWN_PATH), 'utf8');
  expect(committed).toBe(renderRgaaGridMarkdown());
});

it('every test the grid names as the proof of a criterion exists', () => {
  const root = join(__dirname, '../../..');
  const named = RGAA_CRITERIA.flatMap((criterion) => criterion.proof ?? []);
  expect(named.length).toBeGreaterThan(14);
  expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
});
