import {
  conformityRate,
  conformityStatus,
  criteriaOfTopic,
  currentCounts,
  firstAuditCounts,
  formatRate,
  RGAA_AUDIT,
  RGAA_CRITERIA,
  RGAA_TOPICS,
  type TRgaaCounts,
  type TRgaaCriterion,
} from './rgaa-audit.ts';

export const RGAA_GRID_MARKDOWN_PATH = 'docs/accessibility/rgaa-grid.md';

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function totals(label: string, counts: TRgaaCounts): string {
  return `| ${label} | ${counts.C} | ${counts.NC} | ${counts.NA} | ${formatRate(conformityRate(counts))} | ${conformityStatus(counts)} |`;
}

function row(criterion: TRgaaCriterion): string {
  const proof = criterion.proof?.map((file) => `\`${file}\``).join(', ') ?? '';
  const change = criterion.correction ? `${criterion.correction} (${proof})` : '';
  return `| ${criterion.id} | ${cell(criterion.title)} | ${criterion.firstAudit} | ${criterion.current} | ${cell(criterion.finding ?? '')} | ${cell(change)} |`;
}

/**
 * docs/accessibility/rgaa-grid.md, drawn from the grid (`npm run accessibility:grid`); a unit test
 * fails while the committed file differs from what this returns.
 */
export function renderRgaaGridMarkdown(criteria: readonly TRgaaCriterion[] = RGAA_CRITERIA): string {
  const lines = [
    `# Grille d’audit ${RGAA_AUDIT.version} de JurisRDV`,
    '',
    '<!-- Généré par `npm run accessibility:grid` depuis domain/directory/accessibility/rgaa-audit.ts\u00a0: ne pas modifier à la main. -->',
    '',
    `Audit de ${RGAA_AUDIT.date} (${RGAA_AUDIT.auditor}) sur ${RGAA_AUDIT.samplePageCount} pages\u202f; méthode et échantillon\u00a0: [README](README.md).`,
    'C\u00a0: conforme, NC\u00a0: non conforme, NA\u00a0: non applicable. Taux\u00a0: C / (C + NC).',
    '',
    '| Grille | C | NC | NA | Taux | État |',
    '|---|---|---|---|---|---|',
    totals(`Audit de ${RGAA_AUDIT.date}`, firstAuditCounts(criteria)),
    totals('Aujourd’hui', currentCounts(criteria)),
    '',
  ];
  for (const topic of RGAA_TOPICS) {
    lines.push(
      `## ${topic.number}. ${topic.title}`,
      '',
      '| Critère | Intitulé | Audit | Aujourd’hui | Constat | Correction (preuve) |',
      '|---|---|---|---|---|---|',
      ...criteriaOfTopic(topic.number, criteria).map(row),
      '',
    );
  }
  return lines.join('\n');
}
