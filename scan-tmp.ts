import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { findTypographyIssues } from '#domain/kernel/text/french-typography.ts';
import { isFrenchText, sourceStrings } from '#server/test-support/french-strings.ts';
const files = execSync("git ls-files 'web/*.ts' 'web/*.tsx' 'domain/*.ts' 'server/*.ts'", { encoding: 'utf8' }).split('\n').filter((f) => f && !/\.test\.tsx?$|test-support|\.d\.ts$/.test(f));
let n = 0;
for (const f of files) {
  const src = readFileSync(f, 'utf8');
  for (const s of sourceStrings(f, src)) {
    if (!isFrenchText(s.text)) continue;
    const issues = findTypographyIssues(s.text);
    for (const i of issues) { n++; console.log(`${f}:${s.line} [${i.rule}] ${JSON.stringify(i.found)} in ${JSON.stringify(s.text.slice(Math.max(0,i.index-30), i.index+30))}`); }
  }
}
console.log(n, 'issues', files.length, 'files');
