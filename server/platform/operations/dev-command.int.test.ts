// `npm run dev` (issue 23 §7): the API and Vite together, from the sources, without any build.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#server/test-support/server-process.ts';
import { fillPgliteDataDir } from '#server/test-support/test-database.ts';
import { PROJECT_ROOT } from '../project-root';

const dataDir = mkdtempSync(join(tmpdir(), 'jurisrdv-dev-'));
// The database is not this test's subject (the first start is server-process's): migrated already.
await fillPgliteDataDir(join(dataDir, 'pglite'), 'migrated');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function waitForAnswer(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} ne répond pas`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('npm run dev', { timeout: 240_000 }, () => {
  it('serves the pages from Vite with the API behind its proxy, then stops both on Ctrl+C', async () => {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? tmpdir(),
        PORT: String(apiPort),
        DEV_WEB_PORT: String(webPort),
        DATA_DIR: dataDir,
        DEMO_DATA: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    dev.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    dev.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const exited = new Promise<number | null>((resolve) => dev.on('exit', (code) => resolve(code)));
    try {
      // The page comes from the sources through Vite (its client script), not from a build.
      // A silent child tells nothing: a wait that fails shows what both printed.
      const answer = (url: string) =>
        waitForAnswer(url, 180_000).catch((error: Error) => {
          throw new Error(`${error.message}\n--- npm run dev ---\n${output.slice(-4000)}`);
        });
      const page = await (await answer(`http://127.0.0.1:${webPort}/`)).text();
      expect(page).toContain('/@vite/client');
      const health = await answer(`http://127.0.0.1:${webPort}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(output).toContain(`JurisRDV est prêt sur http://localhost:${webPort}`);
    } finally {
      dev.kill('SIGINT');
    }
    expect(await exited).toBe(0);
    // Both children stopped with it: nothing answers on either port.
    await expect(fetch(`http://127.0.0.1:${apiPort}/api/health`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${webPort}/`)).rejects.toThrow();
  });
});
