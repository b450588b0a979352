import { expect, it } from 'vitest';
import { RGAA_CRITERIA } from './rgaa-audit.ts';
import { renderRgaaGridMarkdown } from './rgaa-grid-markdown.ts';

it('has one row per criterion and the totals of both grids', () => {
  const markdown = renderRgaaGridMarkdown();
  expect(markdown.split('\n').filter((line) => /^\| \d+\.\d+ \|/.test(line))).toHaveLength(106);
  expect(markdown).toContain(
    '| Audit de novembre 2026 | 57 | 14 | 35 | 80,3\u202f% | partiellement conforme |',
  );
});

it('names the tests that prove each correction', () => {
  const markdown = renderRgaaGridMarkdown();
  for (const criterion of RGAA_CRITERIA.filter((entry) => entry.correction)) {
    const line = markdown.split('\n').find((entry) => entry.startsWith(`| ${criterion.id} |`));
    for (const file of criterion.proof ?? []) expect(line).toContain(`\`${file}\``);
  }
});
