/**
 * npm run bench:directories — what importing the national directory of lawyers costs (issue 29 §1, ADR 0071).
 *
 * A generated CNB file of 75,000 lawyers (about the real directory's size, BENCH_LINES to change it) is written
 * to a temporary file, then imported from a file stream, in a fresh process per database (so the peak RSS is
 * the import's): first into an empty table, then the same file again (nothing changes), then a file where 1 %
 * of the lines changed and 1 % are gone. Printed per step: duration, counts, the process's peak RSS and its RSS
 * before the first import, the largest heap seen. BENCH_DB=pglite|postgres|both (default both). Figures only.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importOfficialDirectory } from '#server/identity/index.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';

const LINES = Number(process.env.BENCH_LINES ?? 75_000);
const BARS = [
  'PARIS',
  'LYON',
  'MARSEILLE',
  'HAUTS-DE-SEINE',
  'BORDEAUX',
  'LILLE',
  'TOULOUSE',
  'NICE',
  'NANTES',
];
const FIRST = ['Claire', 'Jean-Paul', 'Élise', 'Awa', 'Hugo', 'Inès', 'Marc', 'Sophie', 'Thomas', 'Léa'];
const LAST = ['MARTIN', 'BERNARD', 'DE LA TOUR', 'N’DIAYE', 'MOREL', 'FONTAINE', 'PETIT', 'ROUX', 'GARNIER'];
const SPECIALITIES = [
  'Droit du travail',
  'Droit fiscal et droit douanier',
  'Droit de la famille, des personnes et de leur patrimoine',
];

/** Line `index` of the generated directory; `variant` 1 changes 1 % of the lines' bar. */
function line(index: number, variant: number): string {
  const bar = BARS[(index + (variant === 1 && index % 100 === 7 ? 1 : 0)) % BARS.length];
  const day = String((index % 28) + 1).padStart(2, '0');
  const month = String((index % 12) + 1).padStart(2, '0');
  return [
    `${LAST[index % LAST.length]}${index}`,
    FIRST[index % FIRST.length],
    bar,
    String(100_000 + index).padStart(7, '0'),
    index % 3 === 0 ? `C${index}` : '',
    `${day}/${month}/${1970 + (index % 54)}`,
    index % 10 === 0 ? `"${SPECIALITIES[index % 3]}"` : '',
    `Cabinet ${LAST[index % LAST.length]} et associés`,
    `${(index * 7) % 99} rue de la République`,
    String(10_000 + (index % 85_000)),
    'Ville',
  ].join(';');
}

async function writeDirectory(path: string, variant: number): Promise<void> {
  const out = createWriteStream(path);
  out.write(
    'Nom;Prénom;Barreau;Identifiant CNBF;Numéro de toque;Date de serment;Spécialités;Structure;Adresse;Code postal;Ville\n',
  );
  for (let index = 0; index < LINES; index += 1) {
    // 1 % of the lines gone in the variant.
    if (variant === 1 && index % 100 === 42) continue;
    if (!out.write(`${line(index, variant)}\n`))
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

type TStep = { label: string; seconds: number; counts: string; peakRssMb: number; peakHeapMb: number };

async function child(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'jurisrdv-directories-'));
  const files = [join(dir, 'cnb.csv'), join(dir, 'cnb-variant.csv')];
  await writeDirectory(files[0] as string, 0);
  await writeDirectory(files[1] as string, 1);
  const handle = await openTestDatabase();
  const baselineRssMb = process.memoryUsage().rss / 1_048_576;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 20);
  const steps: TStep[] = [];
  try {
    const plan: [string, string, Date][] = [
      ['table vide', files[0] as string, new Date('2027-03-01T08:00:00Z')],
      ['même fichier', files[0] as string, new Date('2027-04-01T08:00:00Z')],
      ['1 % modifié, 1 % retiré', files[1] as string, new Date('2027-05-01T08:00:00Z')],
    ];
    for (const [label, file, now] of plan) {
      const started = performance.now();
      const summary = await importOfficialDirectory(handle.db, {
        source: 'cnb',
        input: createReadStream(file, { highWaterMark: 256 * 1024 }),
        fileName: 'cnb.csv',
        now,
      });
      steps.push({
        label: `${label} (${(statSync(file).size / 1_048_576).toFixed(1)} Mo)`,
        seconds: (performance.now() - started) / 1000,
        counts: `${summary.linesRead} lues, ${summary.inserted} nouvelles, ${summary.updated} modifiées, ${summary.unchanged} inchangées, ${summary.removed} retirées, ${summary.rejected} refusées`,
        peakRssMb: process.resourceUsage().maxRSS / 1024,
        peakHeapMb: peakHeap / 1_048_576,
      });
    }
  } finally {
    clearInterval(sampler);
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`${JSON.stringify({ baselineRssMb, steps })}\n`);
}

const CHILD_FLAG = '--bench-child';
if (process.argv[2] === CHILD_FLAG) {
  await child();
  process.exit(0);
}

const databases =
  (process.env.BENCH_DB ?? 'both') === 'both' ? ['pglite', 'postgres'] : [process.env.BENCH_DB ?? ''];
const self = fileURLToPath(import.meta.url);
console.log(`Import de l’annuaire des avocats, ${LINES} lignes — ${new Date().toISOString()}`);
for (const database of databases) {
  const run = spawnSync(process.execPath, [...process.execArgv, self, CHILD_FLAG], {
    env: { ...process.env, TEST_DB: database, TZ: 'Europe/Paris' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    timeout: 30 * 60_000,
  });
  const output = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !output.startsWith('{')) {
    console.log(`${database.padEnd(8)} échec (${run.status}) ${run.stderr.slice(-600)}`);
    continue;
  }
  const result = JSON.parse(output) as { baselineRssMb: number; steps: TStep[] };
  for (const step of result.steps) {
    console.log(
      [
        database.padEnd(8),
        step.label.padEnd(36),
        `${step.seconds.toFixed(1)} s`,
        step.counts,
        `RSS max ${step.peakRssMb.toFixed(0)} Mo (avant ${result.baselineRssMb.toFixed(0)})`,
        `tas max ${step.peakHeapMb.toFixed(0)} Mo`,
      ].join(' | '),
    );
  }
}
