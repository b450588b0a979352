/**
 * Import rules of the house (issue 25 §2), checked by `npm run lint`. Known circles start as a baseline
 * (`.dependency-cruiser-known-violations.json`, made by `npm run lint:imports:baseline`) that may only shrink.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: two modules that need each other belong together or need a third one.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-stays-pure',
      severity: 'error',
      comment: 'domain/ is pure TypeScript shared by the server and the web app: it imports neither.',
      from: { path: '^domain/' },
      to: { path: '^(server|web|e2e|scripts|bench)/' },
    },
    {
      name: 'domain-packages-allowlist',
      severity: 'error',
      comment: 'domain/ uses only a short list of pure packages (tests may use vitest).',
      from: { path: '^domain/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'core'],
        pathNot: [
          'node_modules/(zod|date-fns|@date-fns/tz|libphonenumber-js|ical\\.js|fast-xml-parser|vitest|@vitest)/',
        ],
      },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      comment: 'The web app reaches the server only over HTTP.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      comment: 'The server serves the built web app; it does not import its sources.',
      from: { path: '^server/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^web/' },
    },
    {
      name: 'features-never-import-app',
      severity: 'error',
      comment: 'web/app composes the features; a feature never reaches back into it.',
      from: { path: '^web/features/' },
      to: { path: '^web/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.tmp|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
