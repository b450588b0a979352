import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { RGAA_GRID_MARKDOWN_PATH, renderRgaaGridMarkdown } from './rgaa-grid-markdown.ts';

it('docs/accessibility/rgaa-grid.md is the grid as rgaa-audit.ts holds it (npm run accessibility:grid)', () => {
  const committed = readFileSync(join(__dirname, '../../..', RGAA_GRID_MARKDOWN_PATH), 'utf8');
  expect(committed).toBe(renderRgaaGridMarkdown());
});

it('has one row per criterion and the totals of both grids', () => {
  const markdown = renderRgaaGridMarkdown();
  expect(markdown.split('\n').filter((line) => /^\| \d+\.\d+ \|/.test(line))).toHaveLength(106);
  expect(markdown).toContain(
    '| Audit de novembre 2026 | 57 | 14 | 35 | 80,3\u202f% | partiellement conforme |',
  );
});
