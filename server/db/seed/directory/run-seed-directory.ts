// Tops the demo directory up to --count rows, e.g. for benchmarks:
//   npx tsx server/db/seed/directory/run-seed-directory.ts --count 100000
// Uses DATABASE_URL (PostgreSQL) or the PGlite data under DATA_DIR, like the server. Migrates, seeds the
// demo accounts when the database is new, then adds directory professionals until --count exist.
//
// Options: --count N (required), --seed N (default 2025), --batch-size N (default 1000),
//          --no-appointments (no appointments for the added rows).

import { loadConfig } from '#server/platform/config.ts';
import { openConfiguredDatabase } from '#server/platform/open-configured-database.ts';
import { seedIfEmpty } from '../seed-database';
import { DEFAULT_DIRECTORY_SEED } from './generate-directory';
import { seedDirectory } from './seed-directory';

type TArgs = { count: number; seed: number; batchSize: number | undefined; withAppointments: boolean };

const USAGE =
  'Usage : npx tsx server/db/seed/directory/run-seed-directory.ts --count <nombre> [--seed <nombre>] [--batch-size <nombre>] [--no-appointments]';

function parsePositiveInteger(name: string, value: string | undefined): number {
  const parsed = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || !Number.isSafeInteger(parsed)) {
    throw new Error(`${name} attend un entier positif (reçu : ${value ?? 'rien'})`);
  }
  return parsed;
}

function parseArgs(argv: readonly string[]): TArgs {
  let count: number | undefined;
  let seed = DEFAULT_DIRECTORY_SEED;
  let batchSize: number | undefined;
  let withAppointments = true;
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i] as string;
    const [flag, inline] =
      argument.startsWith('--') && argument.includes('=') ? argument.split('=', 2) : [argument];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (flag) {
      case '--count':
        count = parsePositiveInteger('--count', value());
        break;
      case '--seed':
        seed = parsePositiveInteger('--seed', value());
        break;
      case '--batch-size':
        batchSize = parsePositiveInteger('--batch-size', value());
        break;
      case '--no-appointments':
        withAppointments = false;
        break;
      case '--help':
      case '-h':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`Option inconnue : ${argument}\n${USAGE}`);
    }
  }
  if (count === undefined) throw new Error(`--count est obligatoire\n${USAGE}`);
  return { count, seed, batchSize, withAppointments };
}

function seconds(fromMs: number): string {
  return `${((performance.now() - fromMs) / 1000).toFixed(1)} s`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const started = performance.now();
  const handle = await openConfiguredDatabase(config);
  try {
    console.log(
      `Base : ${handle.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`}`,
    );
    await handle.migrate();
    if (await seedIfEmpty(handle.db, new Date())) console.log('Base neuve : comptes de démonstration créés.');
    const seeding = performance.now();
    let lastReport = 0;
    const result = await seedDirectory(handle.db, {
      count: args.count,
      seed: args.seed,
      now: new Date(),
      withAppointments: args.withAppointments,
      ...(args.batchSize !== undefined ? { batchSize: args.batchSize } : {}),
      onProgress: ({ directoryRows, count, appointments }) => {
        const now = performance.now();
        if (directoryRows < count && now - lastReport < 1000) return;
        lastReport = now;
        const percent = Math.floor((100 * directoryRows) / count);
        console.log(
          `  ${directoryRows.toLocaleString('fr-FR')} / ${count.toLocaleString('fr-FR')} professionnels (${percent} %), ${appointments.toLocaleString('fr-FR')} rendez-vous — ${seconds(seeding)}`,
        );
      },
    });
    if (result.inserted === 0) {
      console.log(
        `Annuaire déjà complet : ${result.existing.toLocaleString('fr-FR')} professionnels (≥ ${args.count.toLocaleString('fr-FR')}).`,
      );
    } else {
      console.log(
        `Annuaire : ${result.inserted.toLocaleString('fr-FR')} professionnels ajoutés (${result.existing.toLocaleString('fr-FR')} existaient), ${result.appointments.toLocaleString('fr-FR')} rendez-vous, en ${seconds(seeding)}.`,
      );
    }
    console.log(`Terminé en ${seconds(started)}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
