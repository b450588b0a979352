import { rmSync } from 'node:fs';

const leftovers = new Set<string>();

/** A partial file or directory to remove if the command is interrupted (Ctrl+C, SIGTERM) before it ends. */
export function registerLeftover(path: string): void {
  leftovers.add(path);
}

export function forgetLeftover(path: string): void {
  leftovers.delete(path);
}

/** Synchronous: it runs in a signal handler, just before the process exits. */
export function removeLeftovers(): void {
  for (const path of leftovers) rmSync(path, { recursive: true, force: true });
  leftovers.clear();
}
