import { type ChildProcess, execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BackupError } from './backup-error';

export type TPostgresTool = 'pg_dump' | 'pg_restore' | 'psql';

/** 15 from « pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1) », 9 from « … 9.6.24 ». */
export function parseToolMajor(versionOutput: string): number | null {
  const match = versionOutput.match(/\(PostgreSQL\)\s+(\d+)/);
  return match?.[1] ? Number(match[1]) : null;
}

/** The major version of a PostgreSQL client program on the PATH, or a French error saying how to get it. */
export async function postgresToolMajor(tool: TPostgresTool, wantedMajor: number): Promise<number> {
  const install =
    `installez le client PostgreSQL ${wantedMajor} (Debian\u00a0: apt-get install postgresql-client-${wantedMajor}) ` +
    `ou mettez son dossier bin en tête du PATH (PATH=/usr/lib/postgresql/${wantedMajor}/bin:$PATH)`;
  let output: string;
  try {
    output = (await promisify(execFile)(tool, ['--version'], { timeout: 10_000 })).stdout;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT'
        ? `${tool} est introuvable\u00a0: ${install}.`
        : `${tool} --version a échoué (${(error as Error).message.split('\n')[0]})\u00a0: ${install}.`,
    );
  }
  const major = parseToolMajor(output);
  if (major === null)
    throw new BackupError(`${tool} --version a répondu «\u00a0${output.trim()}\u00a0»\u00a0: ${install}.`);
  return major;
}

export function serverMajorOf(serverVersionNum: number): number {
  return Math.floor(serverVersionNum / 10_000);
}

/** What a client program wrote on stderr, up to a bound (a failing restore can repeat an error per row). */
export function captureStderr(child: ChildProcess, limit = 64 * 1024): () => string {
  let text = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    if (text.length < limit) text += chunk.slice(0, limit - text.length);
  });
  return () => text;
}

/**
 * The line of a client program's stderr worth showing: the first error, without the program's prefix
 * (« pg_dump: error: », « psql:<stdin>:12: ERROR: »), or else the last line.
 */
export function toolFailureReason(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const error = lines.find((line) => /\b(error|ERROR|FATAL|fatal):/.test(line));
  const chosen = error ?? lines.at(-1) ?? 'aucun message';
  return chosen
    .replace(/^(pg_dump|pg_restore|psql)(:[^:]*:\d+)?:\s*/, '')
    .replace(/^(error|ERROR|FATAL|fatal):\s*/, '')
    .slice(0, 500);
}

/** Resolves with the exit code once the process has exited and closed its streams. */
export function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
