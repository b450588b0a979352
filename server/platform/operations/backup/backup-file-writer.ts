import { createHash, randomBytes } from 'node:crypto';
import { type FileHandle, link, open, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { BackupError } from './backup-error';
import { BACKUP_HEADER_BYTES, encodeBackupHeader, type TBackupHeader } from './backup-file-header';
import { forgetLeftover, registerLeftover } from './leftover-files';

export type TBackupFileWriter = {
  append(chunk: Buffer): Promise<void>;
  /** Writes the header (with the payload's size and hash), then puts the file in place; returns its size. */
  finish(header: Omit<TBackupHeader, 'payloadBytes' | 'payloadSha256'>): Promise<number>;
  /** Removes the partial file (after a failure). */
  abort(): Promise<void>;
};

function writeFailure(path: string, error: unknown): BackupError {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOSPC' || code === 'EDQUOT'
      ? 'disque plein'
      : code === 'EACCES' || code === 'EPERM'
        ? 'droits insuffisants'
        : code === 'EROFS'
          ? 'système de fichiers en lecture seule'
          : (code ?? (error as Error).message);
  return new BackupError(`Écriture de ${path} impossible\u00a0: ${why}.`);
}

async function refuseExisting(target: string): Promise<void> {
  if (await stat(target).catch(() => null)) {
    throw new BackupError(
      `${target} existe déjà\u00a0: une sauvegarde n’en remplace jamais une autre, choisissez un autre nom.`,
    );
  }
}

/**
 * A backup file written the safe way: a hidden temporary file beside the target, readable by its owner
 * only (0600: it holds every client's data and the accounts' secrets), put in place by a link that fails
 * if the name was taken meanwhile, so the target is either absent or complete.
 */
export async function createBackupFile(target: string): Promise<TBackupFileWriter> {
  const directory = dirname(target);
  const folder = await stat(directory).catch(() => null);
  if (!folder?.isDirectory()) throw new BackupError(`Le dossier ${directory} n’existe pas.`);
  await refuseExisting(target);
  const temporary = join(directory, `.${basename(target)}.${randomBytes(6).toString('hex')}.partiel`);
  let handle: FileHandle | null;
  try {
    registerLeftover(temporary);
    handle = await open(temporary, 'wx', 0o600);
    await handle.chmod(0o600);
    await handle.write(Buffer.alloc(BACKUP_HEADER_BYTES, ' '), 0, BACKUP_HEADER_BYTES, 0);
  } catch (error) {
    throw writeFailure(target, error);
  }
  const hash = createHash('sha256');
  let position = BACKUP_HEADER_BYTES;
  const opened = (): FileHandle => {
    if (!handle) throw new Error('fichier de sauvegarde déjà fermé');
    return handle;
  };
  return {
    async append(chunk) {
      hash.update(chunk);
      try {
        await opened().write(chunk, 0, chunk.length, position);
      } catch (error) {
        throw writeFailure(target, error);
      }
      position += chunk.length;
    },
    async finish(meta) {
      const header = encodeBackupHeader({
        ...meta,
        payloadBytes: position - BACKUP_HEADER_BYTES,
        payloadSha256: hash.digest('hex'),
      });
      try {
        const file = opened();
        await file.write(header, 0, header.length, 0);
        await file.sync();
        await file.close();
        handle = null;
        await refuseExisting(target);
        try {
          await link(temporary, target);
          await unlink(temporary);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EEXIST') throw error;
          // Some file systems (SMB, some FUSE mounts) have no hard links: a rename, just checked above.
          await rename(temporary, target);
        }
        forgetLeftover(temporary);
        const parent = await open(directory, 'r');
        await parent.sync().finally(() => parent.close());
      } catch (error) {
        if (error instanceof BackupError) throw error;
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') await refuseExisting(target);
        throw writeFailure(target, error);
      }
      return position;
    },
    async abort() {
      await handle?.close().catch(() => undefined);
      handle = null;
      await unlink(temporary).catch(() => undefined);
      forgetLeftover(temporary);
    },
  };
}
