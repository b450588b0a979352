// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../platform/project-root';

/**
 * The house's import rules (issue 25 §2, `.dependency-cruiser.cjs`), run by `npm run lint` and so by CI:
 * a deliberate violation fails, and the baseline of known violations matches the tree exactly, so it can
 * only shrink (a fixed violation left in it fails too).
 */

const run = promisify(execFile);
const DEPCRUISE = join(PROJECT_ROOT, 'node_modules', '.bin', 'depcruise');
const CONFIG = join(PROJECT_ROOT, '.dependency-cruiser.cjs');
const ROOTS = ['domain', 'server', 'web', 'e2e', 'scripts', 'bench'];

type TViolation = { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] };

async function cruise(cwd: string, roots: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(DEPCRUISE, [...roots, '--config', CONFIG, '--output-type', 'err'], {
      cwd,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, output: stripVTControlCharacters(stdout) };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? 1, output: stripVTControlCharacters(failed.stdout ?? '') };
  }
}

describe('import rules', () => {
  let probe = '';

  beforeAll(() => {
    probe = mkdtempSync(join(tmpdir(), 'import-rules-'));
    const files: Record<string, string> = {
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } }),
      'server/secret.ts': 'export const secret = 1;\n',
      'domain/leak.ts': "import { secret } from '../server/secret';\nexport const leak = secret;\n",
      'domain/disk.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      'web/shared/page.ts': "import { secret } from '../../server/secret';\nexport const page = secret;\n",
      'web/app/shell.ts': 'export const shell = 1;\n',
      'web/features/home/home.ts': "import { shell } from '../../app/shell';\nexport const home = shell;\n",
      'server/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'server/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'domain/fine.ts': "import { z } from 'zod';\nexport const fine = z.string();\n",
      // Contexts: practice comes after identity, so practice may use identity but not the reverse.
      'domain/identity/auth/account.ts': 'export const account = 1;\n',
      'domain/practice/cases/case.ts':
        "import { account } from '../../identity/auth/account';\nexport const owner = account;\n",
      'server/identity/auth/peek.ts':
        "import { owner } from '../../../domain/practice/cases/case';\nexport const peek = owner;\n",
      'server/identity/index.ts': "export { session } from './auth/session';\n",
      'server/identity/auth/session.ts': 'export const session = 1;\n',
      'server/practice/cases/through-entry.ts':
        "import { session } from '../../identity/index';\nexport const viaEntry = session;\n",
      'server/practice/cases/around-entry.ts':
        "import { session } from '../../identity/auth/session';\nexport const aroundEntry = session;\n",
      'server/identity/auth/peek.test.ts':
        "import { owner } from '../../../domain/practice/cases/case';\nexport const seen = owner;\n",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(probe, path)), { recursive: true });
      writeFileSync(join(probe, path), text);
    }
  });

  afterAll(() => rmSync(probe, { recursive: true, force: true }));

  it('fail on a file of domain/ importing server/, a node module in domain/, web/ importing server/, a feature importing web/app and a circle', async () => {
    const { code, output } = await cruise(probe, ['domain', 'server', 'web']);
    expect(code).not.toBe(0);
    expect(output).toMatch(/domain-stays-pure: domain\/leak\.ts → server\/secret\.ts/);
    expect(output).toMatch(
      /domain-packages-allowlist: domain\/disk\.ts → node:fs|domain-packages-allowlist: domain\/disk\.ts → fs/,
    );
    expect(output).toMatch(/web-never-imports-server: web\/shared\/page\.ts → server\/secret\.ts/);
    expect(output).toMatch(/features-never-import-app: web\/features\/home\/home\.ts → web\/app\/shell\.ts/);
    expect(output).toMatch(/no-circular: server\/(a|b)\.ts/);
    expect(output).not.toMatch(/domain\/fine\.ts/);
  }, 60_000);

  it('fail on a context importing a later one, and let it import an earlier one (tests aside)', async () => {
    const { code, output } = await cruise(probe, ['domain', 'server', 'web']);
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /context-order-identity: server\/identity\/auth\/peek\.ts → domain\/practice\/cases\/case\.ts/,
    );
    expect(output).not.toMatch(/domain\/practice\/cases\/case\.ts → domain\/identity/);
    expect(output).not.toMatch(/peek\.test\.ts/);
  }, 60_000);

  it('fail on server code reaching into another context around its entry, and let it through the entry', async () => {
    const { code, output } = await cruise(probe, ['domain', 'server', 'web']);
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /context-entry-identity: server\/practice\/cases\/around-entry\.ts → server\/identity\/auth\/session\.ts/,
    );
    expect(output).not.toMatch(/through-entry\.ts/);
  }, 60_000);

  it('hold on the tree but for the baseline, which lists exactly the violations still there', async () => {
    let stdout = '';
    try {
      ({ stdout } = await run(DEPCRUISE, [...ROOTS, '--config', CONFIG, '--output-type', 'json'], {
        cwd: PROJECT_ROOT,
        maxBuffer: 256 * 1024 * 1024,
      }));
    } catch (error) {
      // Violations make depcruise exit non-zero; its JSON is still complete.
      stdout = (error as { stdout?: string }).stdout ?? '';
    }
    const found = (JSON.parse(stdout) as { summary: { violations: TViolation[] } }).summary.violations;
    const known = JSON.parse(
      readFileSync(join(PROJECT_ROOT, '.dependency-cruiser-known-violations.json'), 'utf8'),
    ) as TViolation[];
    const key = (violation: TViolation) => `${violation.rule.name} ${violation.from} → ${violation.to}`;
    expect(found.map(key).sort()).toEqual(known.map(key).sort());
  }, 120_000);
});
