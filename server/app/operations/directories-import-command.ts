// `npm run directories:import -- --source cnb FILE`: an official directory into the reference table (ADR 0071).
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import {
  OFFICIAL_DIRECTORY_LABELS,
  OFFICIAL_DIRECTORY_SOURCES,
  type TOfficialDirectorySource,
} from '#domain/identity/official-directories/directory-formats.ts';
import {
  DIRECTORY_ENCODINGS,
  importOfficialDirectory,
  type TDirectoryEncoding,
} from '#server/identity/index.ts';
import { loadConfig } from '#server/platform/config.ts';
import { openConfiguredDatabase } from '#server/platform/open-configured-database.ts';
import { OperatorRefusal } from '#server/platform/operations/operator-refusal.ts';
import { runCommand } from '#server/platform/operations/run-command.ts';

const USAGE = `Usage\u00a0: npm run directories:import -- --source ${OFFICIAL_DIRECTORY_SOURCES.join('|')} FICHIER.csv [--encoding ${DIRECTORY_ENCODINGS.join('|')}] [--allow-shrink]`;

await runCommand(async () => {
  const { values, positionals } = parseArgs({
    options: {
      source: { type: 'string' },
      encoding: { type: 'string', default: 'utf-8' },
      'allow-shrink': { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  const source = values.source as TOfficialDirectorySource | undefined;
  const file = positionals[0];
  if (!source || !OFFICIAL_DIRECTORY_SOURCES.includes(source) || !file || positionals.length > 1)
    throw new OperatorRefusal(USAGE);
  const encoding = values.encoding as TDirectoryEncoding;
  if (!DIRECTORY_ENCODINGS.includes(encoding)) throw new OperatorRefusal(USAGE);
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new OperatorRefusal(`Fichier introuvable\u00a0: ${file}`);
  }
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  const started = performance.now();
  try {
    await handle.migrate();
    const summary = await importOfficialDirectory(handle.db, {
      source,
      input: createReadStream(file, { highWaterMark: 256 * 1024 }),
      fileName: basename(file),
      now: new Date(),
      encoding,
      allowShrink: values['allow-shrink'],
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${OFFICIAL_DIRECTORY_LABELS[source]} importé le ${summary.importedAt.toISOString()} (import n° ${summary.importId}).`,
    );
    console.log(
      `${summary.linesRead} lignes lues\u00a0: ${summary.inserted} nouvelles, ${summary.updated} modifiées, ${summary.unchanged} inchangées, ${summary.removed} retirées, ${summary.rejected} refusées.`,
    );
    for (const rejection of summary.rejections)
      console.log(`  ligne ${rejection.line}\u00a0: ${rejection.reason}`);
    console.log(
      `Durée\u00a0: ${seconds.toFixed(1)}\u00a0s pour ${(size / 1_048_576).toFixed(1)}\u00a0Mo\u00a0; mémoire maximale du processus\u00a0: ${Math.round(process.resourceUsage().maxRSS / 1024)}\u00a0Mo.`,
    );
  } finally {
    await handle.close();
  }
});
