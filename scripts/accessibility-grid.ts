/**
 * Writes docs/accessibility/rgaa-grid.md from the audit grid (domain/directory/accessibility/rgaa-audit.ts).
 * Usage: `npm run accessibility:grid`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  RGAA_GRID_MARKDOWN_PATH,
  renderRgaaGridMarkdown,
} from '#domain/directory/accessibility/rgaa-grid-markdown.ts';

mkdirSync(dirname(RGAA_GRID_MARKDOWN_PATH), { recursive: true });
writeFileSync(RGAA_GRID_MARKDOWN_PATH, renderRgaaGridMarkdown());
console.log(`${RGAA_GRID_MARKDOWN_PATH} écrit.`);
