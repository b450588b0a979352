// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { copyOf, environmentOf, execFormOf, parseDockerfile, parseDockerignore } from './dockerfile';

describe('parseDockerfile', () => {
  it('reads stages, flags and continued lines, and leaves comments out', () => {
    const stages = parseDockerfile(
      [
        '# syntax=docker/dockerfile:1',
        'FROM node:20 AS build',
        'WORKDIR /app',
        'RUN --mount=type=cache,target=/root/.npm npm install \\',
        '  # a comment inside a continued instruction',
        '  --no-audit',
        'FROM node:20-slim',
        'ENV NODE_ENV=production',
        'COPY --from=build /app/dist ./dist',
        'HEALTHCHECK --interval=10s CMD ["node", "-e", "1"]',
      ].join('\n'),
    );
    expect(stages.map((stage) => [stage.image, stage.name])).toEqual([
      ['node:20', 'build'],
      ['node:20-slim', null],
    ]);
    const run = stages[0]?.instructions[1];
    expect(run).toMatchObject({ keyword: 'RUN', flags: { mount: 'type=cache,target=/root/.npm' }, line: 4 });
    expect(run?.text.replace(/\s+/gu, ' ')).toBe('npm install --no-audit');
    const [env, copy, healthcheck] = stages[1]?.instructions ?? [];
    expect(env && environmentOf(env)).toEqual({ NODE_ENV: 'production' });
    expect(copy && copyOf(copy)).toEqual({ from: 'build', sources: ['/app/dist'], destination: './dist' });
    expect(healthcheck?.flags).toEqual({ interval: '10s' });
    expect(execFormOf(healthcheck?.text.replace(/^CMD\s+/u, '') ?? '', 10)).toEqual(['node', '-e', '1']);
  });

  it('refuses what a test following the file could not follow', () => {
    const [stage] = parseDockerfile('FROM node\nCOPY server/*.csv ./\nCOPY ["a", "b"]\nCOPY --link a b');
    for (const instruction of stage?.instructions ?? []) expect(() => copyOf(instruction)).toThrow();
    expect(() => parseDockerfile('RUN npm install')).toThrow(/avant le premier FROM/u);
    expect(() => execFormOf('node dist/server/main.js', 1)).toThrow();
  });
});

describe('parseDockerignore', () => {
  it('leaves out a matching path and everything under it, the last matching rule winning', () => {
    const ignored = parseDockerignore(
      '# comment\nnode_modules\n/dist/\n**/*.log\n.env.*\ndocs\n!docs/keep.md\n',
    );
    expect(ignored('node_modules')).toBe(true);
    expect(ignored('node_modules/vite/package.json')).toBe(true);
    expect(ignored('dist/web/index.html')).toBe(true);
    expect(ignored('server/logs/a.log')).toBe(true);
    expect(ignored('npm-debug.log')).toBe(true);
    expect(ignored('.env.local')).toBe(true);
    expect(ignored('.env')).toBe(false);
    expect(ignored('docs/keep.md')).toBe(false);
    expect(ignored('docs/other.md')).toBe(true);
    expect(ignored('server/dist.ts')).toBe(false);
    expect(ignored('web/node_modules.ts')).toBe(false);
  });
});
