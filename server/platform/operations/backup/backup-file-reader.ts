import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { BackupError } from './backup-error';
import { BACKUP_HEADER_BYTES, parseBackupHeader, type TBackupHeader } from './backup-file-header';

export type TBackupFile = { path: string; header: TBackupHeader; bytes: number };

function readFailure(path: string, error: unknown): BackupError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupError(`${path} n’existe pas.`);
  if (code === 'EACCES' || code === 'EPERM') return new BackupError(`${path} n’est pas lisible (droits).`);
  if (code === 'EISDIR') return new BackupError(`${path} est un dossier, pas un fichier de sauvegarde.`);
  return new BackupError(`Lecture de ${path} impossible\u00a0: ${code ?? (error as Error).message}.`);
}

/**
 * A backup file's header, checked against the file's size: anything else (another file, a truncated
 * copy, a device or a pipe that would never end) is refused here, before a database is touched.
 */
export async function openBackupFile(path: string): Promise<TBackupFile> {
  try {
    const handle = await open(path, 'r');
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new BackupError(`${path} n’est pas un fichier ordinaire.`);
      const first = Buffer.alloc(Math.min(BACKUP_HEADER_BYTES, info.size));
      await handle.read(first, 0, first.length, 0);
      const header = parseBackupHeader(first, path);
      const expected = BACKUP_HEADER_BYTES + header.payloadBytes;
      if (info.size < expected) {
        throw new BackupError(
          `${path} est tronqué\u00a0: il manque ${expected - info.size} octets (copie interrompue\u202f?).`,
        );
      }
      if (info.size > expected) {
        throw new BackupError(
          `${path} a ${info.size - expected} octets de trop après la sauvegarde (fichier abîmé).`,
        );
      }
      return { path, header, bytes: info.size };
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw readFailure(path, error);
  }
}

function refuseAltered(file: TBackupFile, sha256: string): void {
  if (sha256 !== file.header.payloadSha256) {
    throw new BackupError(
      `${file.path} est abîmé\u00a0: son contenu ne correspond plus à l’empreinte de son en-tête.`,
    );
  }
}

/** Reads the whole payload once to check its SHA-256 against the header (before anything is changed). */
export async function verifyBackupPayload(file: TBackupFile): Promise<void> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of payloadStream(file)) hash.update(chunk as Buffer);
  } catch (error) {
    throw readFailure(file.path, error);
  }
  refuseAltered(file, hash.digest('hex'));
}

export function payloadStream(file: TBackupFile): Readable {
  if (file.bytes === BACKUP_HEADER_BYTES) return Readable.from([]);
  return createReadStream(file.path, { start: BACKUP_HEADER_BYTES, end: file.bytes - 1 });
}

/** The payload in memory, checked against the header's SHA-256 (PGlite loads its dump as one Blob). */
export async function readVerifiedPayload(file: TBackupFile): Promise<Buffer> {
  let payload: Buffer;
  try {
    payload = (await readFile(file.path)).subarray(BACKUP_HEADER_BYTES);
  } catch (error) {
    throw readFailure(file.path, error);
  }
  refuseAltered(file, createHash('sha256').update(payload).digest('hex'));
  return payload;
}
