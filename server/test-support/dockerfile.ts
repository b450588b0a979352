// Reads the project's Dockerfile and .dockerignore so that a test can follow the image's steps outside Docker
// (no daemon where the project is developed). Only the forms the Dockerfile uses are understood: anything
// else is refused by name, so that the file cannot drift into something the test silently skips.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type TDockerInstruction = {
  keyword: string;
  /** `--name=value` options written before the arguments (COPY --from, RUN --mount, HEALTHCHECK --interval…). */
  flags: Record<string, string>;
  /** The rest of the line, continuation lines joined. */
  text: string;
  line: number;
};

export type TDockerStage = { image: string; name: string | null; instructions: TDockerInstruction[] };

export type TCopyInstruction = { from: string | null; sources: string[]; destination: string };

const FLAG = /^--([a-z-]+)(?:=(\S+))?\s+/u;

/** The stages of a Dockerfile, in order, with their instructions (comments and blank lines left out). */
export function parseDockerfile(text: string): TDockerStage[] {
  const stages: TDockerStage[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const first = lines[index] ?? '';
    if (first.trim() === '' || first.trim().startsWith('#')) continue;
    const start = index;
    let joined = first;
    while (joined.trimEnd().endsWith('\\') && index + 1 < lines.length) {
      index++;
      const next = (lines[index] ?? '').trim();
      // Docker drops comment and empty lines inside a continued instruction, which goes on after them.
      if (next === '' || next.startsWith('#')) continue;
      joined = `${joined.trimEnd().slice(0, -1)} ${next}`;
    }
    const match = /^\s*([A-Za-z]+)\s+(.*)$/su.exec(joined);
    if (!match?.[1] || match[2] === undefined) throw new Error(`Dockerfile, ligne ${start + 1} : illisible`);
    const keyword = match[1].toUpperCase();
    let rest = match[2].trim();
    const flags: Record<string, string> = {};
    // `--name=value`, or `--name` alone (COPY --link): the latter recorded with an empty value.
    for (let flag = FLAG.exec(rest); flag; flag = FLAG.exec(rest)) {
      flags[flag[1] ?? ''] = flag[2] ?? '';
      rest = rest.slice(flag[0].length);
    }
    const instruction: TDockerInstruction = { keyword, flags, text: rest, line: start + 1 };
    if (keyword === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/iu.exec(rest);
      if (!from?.[1]) throw new Error(`Dockerfile, ligne ${start + 1} : FROM illisible`);
      stages.push({ image: from[1], name: from[2] ?? null, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile, ligne ${start + 1} : ${keyword} avant le premier FROM`);
    stage.instructions.push(instruction);
  }
  return stages;
}

/** A COPY in shell form: sources then destination, no globs (a glob would hide a missing file). */
export function copyOf(instruction: TDockerInstruction): TCopyInstruction {
  const words = instruction.text.split(/\s+/u).filter(Boolean);
  if (instruction.text.startsWith('[') || words.length < 2 || words.some((word) => /[*?[]/u.test(word))) {
    throw new Error(`Dockerfile, ligne ${instruction.line} : COPY sans motif, sources puis destination`);
  }
  const unknown = Object.keys(instruction.flags).filter((flag) => !['from', 'chown', 'chmod'].includes(flag));
  if (unknown.length > 0)
    throw new Error(`Dockerfile, ligne ${instruction.line} : --${unknown[0]} inconnu du test`);
  return {
    from: instruction.flags.from ?? null,
    sources: words.slice(0, -1),
    destination: words.at(-1) ?? '',
  };
}

/** The exec form (`["node", "…"]`) of CMD and HEALTHCHECK CMD: the only one the image uses. */
export function execFormOf(text: string, line: number): string[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || !parsed.every((word): word is string => typeof word === 'string')) {
    throw new Error(`Dockerfile, ligne ${line} : forme exec attendue (["node", …])`);
  }
  return parsed;
}

/** ENV in its `NAME=value` form, without quotes. */
export function environmentOf(instruction: TDockerInstruction): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const pair of instruction.text.split(/\s+/u)) {
    const match = /^([A-Z_][A-Z0-9_]*)=([^"'\s]*)$/u.exec(pair);
    if (!match?.[1] || match[2] === undefined) {
      throw new Error(`Dockerfile, ligne ${instruction.line} : ENV NOM=valeur attendu`);
    }
    variables[match[1]] = match[2];
  }
  return variables;
}

/** One .dockerignore pattern as Docker reads it: `*` and `?` within a path segment, `**` across them. */
function patternToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] ?? '';
    if (char === '*' && pattern[index + 1] === '*') {
      index++;
      if (pattern[index + 1] === '/') index++;
      source += '(?:.*/)?';
      if (index + 1 >= pattern.length) source += '.*';
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/gu, '\\$&');
  }
  return new RegExp(`^${source}$`, 'u');
}

export type TIgnoreRules = (path: string) => boolean;

/** Whether a path of the build context (relative, with `/`) is left out: the last matching rule wins. */
export function parseDockerignore(text: string): TIgnoreRules {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const exception = line.startsWith('!');
      const pattern = (exception ? line.slice(1) : line).replace(/^\/+|\/+$/gu, '');
      return { exception, regExp: patternToRegExp(pattern) };
    });
  return (path) => {
    // A path is left out when it, or a folder above it, matches.
    const prefixes = path.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'));
    let ignored = false;
    for (const rule of rules) {
      if (prefixes.some((prefix) => rule.regExp.test(prefix))) ignored = !rule.exception;
    }
    return ignored;
  };
}

/** The files Docker would send as the build context (relative paths), symbolic links included as such. */
export function contextFiles(root: string, ignored: TIgnoreRules): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(root, relative)).sort()) {
      const path = relative === '' ? entry : `${relative}/${entry}`;
      if (ignored(path)) continue;
      if (lstatSync(join(root, path)).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk('');
  return files;
}

export function readDockerfile(root: string): TDockerStage[] {
  return parseDockerfile(readFileSync(join(root, 'Dockerfile'), 'utf8'));
}
