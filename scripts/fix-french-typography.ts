/**
 * Rewrites the French strings of the code with French typography (issue 26 §6): the rules are
 * `domain/kernel/text/french-typography.ts`, the strings those that `server/test-support/french-strings.ts`
 * reads as French text. Test files are rewritten too, so that their expected strings keep matching.
 * docs/claims.md's sentences follow, since the claims test compares them with the pages.
 * Idempotent. Usage: `npm run fix:typography [-- paths…]`.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixClaimsMarkdown, fixSource } from '#server/test-support/french-strings.ts';

const ROOTS = ['web', 'domain', 'server', 'e2e'];
const SKIPPED = /(^|\/)(node_modules|dist|migrations)(\/|$)|\.d\.ts$/;

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return /\.tsx?$/.test(path) && !SKIPPED.test(path) ? [path] : [];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((name) => join(path, name))
    .filter((name) => /\.tsx?$/.test(name) && !SKIPPED.test(name));
}

export function isTestFile(path: string): boolean {
  return /\.test\.tsx?$|\.spec\.ts$|(^|\/)(e2e|test-support)\//.test(path);
}

const paths = process.argv.slice(2);
const files = (paths.length > 0 ? paths : ROOTS).flatMap(sourceFiles);
const changed: string[] = [];
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const fixed = fixSource(file, source, { testFile: isTestFile(file) });
  if (fixed !== source) {
    writeFileSync(file, fixed);
    changed.push(file);
  }
}
const CLAIMS = 'docs/claims.md';
if (paths.length === 0) {
  const claims = readFileSync(CLAIMS, 'utf8');
  const fixed = fixClaimsMarkdown(claims);
  if (fixed !== claims) {
    writeFileSync(CLAIMS, fixed);
    console.log(`${CLAIMS} corrigé.`);
  }
}
if (changed.length > 0) execFileSync('npx', ['biome', 'format', '--write', ...changed], { stdio: 'ignore' });
console.log(`${changed.length} fichier(s) corrigé(s) sur ${files.length}.`);
for (const file of changed) console.log(`  ${file}`);
