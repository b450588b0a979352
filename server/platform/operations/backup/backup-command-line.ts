import { BackupError } from './backup-error';
import { DRIVER_NAMES } from './backup-file-header';

export type TCommandArguments = { file: string; force: boolean } | { help: true };

export const BACKUP_USAGE = 'Usage\u00a0: npm run db:backup -- FICHIER (le fichier ne doit pas exister).';
export const RESTORE_USAGE =
  'Usage\u00a0: npm run db:restore -- FICHIER [--force] (--force\u00a0: remplace une base qui n’est pas vide).';

/** FILE, and --force for the restore only; anything else is refused rather than guessed. */
export function parseCommandArguments(
  args: readonly string[],
  options: { forceAllowed: boolean },
): TCommandArguments {
  const usage = options.forceAllowed ? RESTORE_USAGE : BACKUP_USAGE;
  if (args.includes('--help') || args.includes('-h')) return { help: true };
  const files: string[] = [];
  let force = false;
  for (const arg of args) {
    if (arg === '--force' && options.forceAllowed) force = true;
    else if (arg.startsWith('-') && arg !== '-') throw new BackupError(`Option inconnue ${arg}. ${usage}`);
    else files.push(arg);
  }
  const [file] = files;
  if (files.length !== 1 || !file || file === '-') throw new BackupError(usage);
  return { file, force };
}

const NBSP = '\u00a0';
const decimal = (value: number, digits: number) =>
  value.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

/** 512 octets, 12 ko, 4,6 Mo, 1,25 Go (binary multiples, as `ls -lh`). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes}${NBSP}octets`;
  if (bytes < 1024 ** 2) return `${decimal(bytes / 1024, 0)}${NBSP}ko`;
  if (bytes < 1024 ** 3) return `${decimal(bytes / 1024 ** 2, 1)}${NBSP}Mo`;
  return `${decimal(bytes / 1024 ** 3, 2)}${NBSP}Go`;
}

export function formatDuration(ms: number): string {
  return `${decimal(ms / 1000, 1)}${NBSP}s`;
}

const PARIS_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});

export function backupSummary(outcome: {
  file: string;
  bytes: number;
  durationMs: number;
  driver: keyof typeof DRIVER_NAMES;
}): string {
  return (
    `Sauvegarde ${DRIVER_NAMES[outcome.driver]} écrite dans ${outcome.file} ` +
    `(${formatBytes(outcome.bytes)}, ${formatDuration(outcome.durationMs)}).`
  );
}

export function restoreSummary(outcome: {
  file: string;
  bytes: number;
  durationMs: number;
  driver: keyof typeof DRIVER_NAMES;
  createdAt: string;
  target: string;
  previousDataDir: string | null;
}): string {
  const [date, time] = PARIS_DATE_TIME.format(new Date(outcome.createdAt)).split(' ');
  return (
    `Sauvegarde ${DRIVER_NAMES[outcome.driver]} du ${date} à ${time} (${outcome.file}, ${formatBytes(outcome.bytes)}) ` +
    `restaurée dans ${outcome.target} en ${formatDuration(outcome.durationMs)}` +
    (outcome.previousDataDir ? ` ; l’ancienne base est gardée dans ${outcome.previousDataDir}.` : '.')
  );
}
