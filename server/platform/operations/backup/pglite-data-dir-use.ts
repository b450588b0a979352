import { existsSync } from 'node:fs';
import { readdir, readlink, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';

export type TDataDirUse =
  | { state: 'free' }
  | { state: 'in-use'; pid: number }
  /** postmaster.pid is there and this system has no /proc to tell a running server from a crashed one. */
  | { state: 'unknown' };

/**
 * Whether a process has a PGlite data directory open. PGlite writes postmaster.pid when it opens a data
 * directory and removes it when it closes, but the pid inside is always -42 and the file stays after a
 * crash; an open PGlite also keeps its WAL and relation files open, which Linux lists under /proc/<pid>/fd.
 * So: no postmaster.pid, free; otherwise the process holding a file of the directory, if any. Processes
 * of other users are not visible (unless run as root): run the commands as the server's user.
 */
export async function pgliteDataDirUse(dataDir: string): Promise<TDataDirUse> {
  if (!existsSync(join(dataDir, 'postmaster.pid'))) return { state: 'free' };
  if (!existsSync('/proc/self/fd')) return { state: 'unknown' };
  const inside = `${await realpath(dataDir)}${sep}`;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const descriptors = await readdir(`/proc/${entry}/fd`).catch(() => []);
    for (const descriptor of descriptors) {
      const target = await readlink(`/proc/${entry}/fd/${descriptor}`).catch(() => '');
      if (target.startsWith(inside)) return { state: 'in-use', pid: Number(entry) };
    }
  }
  // A server stopped by a crash or kill -9 leaves postmaster.pid behind; PGlite recovers at the next open.
  return { state: 'free' };
}
