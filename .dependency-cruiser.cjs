/**
 * Import rules of the house (issue 25 §2, ADR 0047 and 0048), checked by `npm run lint`. Known violations
 * start as a baseline (`.dependency-cruiser-known-violations.json`, made by `npm run lint:imports:baseline`)
 * that may only shrink.
 */
/**
 * The contexts, in the order they may use each other (ARCHITECTURE.md, ADR 0048): a context imports only
 * the ones before it. `kernel` is domain/kernel/ and web/shared/; `platform` is server/platform/ and
 * server/db/ (its schema files belong to their context); `app` (server/app/, web/app/, the demo seed)
 * composes them all.
 */
const CONTEXT_ORDER = [
  'kernel',
  'platform',
  'identity',
  'agenda',
  'directory',
  'messaging',
  'billing',
  'appointments',
  'practice',
  'app',
];

const TESTS = '\\.(test|spec)\\.tsx?$';
const SCHEMA_INDEX = '^server/db/schema/index\\.ts$';

/** The files of a context, on each side. */
function contextPath(context) {
  if (context === 'kernel') return '^(domain/kernel/|web/shared/)';
  if (context === 'platform') return '^(server/platform/|server/db/(?!schema/|seed/))';
  if (context === 'app') return '^(server/app/|web/app/|web/(main|entry-server)\\.tsx$|server/db/seed/)';
  return `^((domain|server)/${context}/|web/features/${context}/|server/db/schema/${context}\\.ts$)`;
}

/**
 * On the server a context is used from outside only through its entry, `server/<context>/index.ts`
 * (tests aside). domain/ and web/ have none: a re-exporting entry would carry a whole context into
 * every browser chunk that needs one of its schemas (ADR 0048).
 */
const contextEntryRules = CONTEXT_ORDER.slice(2, -1).map((context) => ({
  name: `context-entry-${context}`,
  severity: 'error',
  comment: `Other server code reaches ${context} only through server/${context}/index.ts.`,
  from: { path: '^server/', pathNot: [`^server/${context}/`, TESTS, '^server/test-support/'] },
  to: { path: `^server/${context}/`, pathNot: `^server/${context}/index\\.ts$` },
}));

const contextOrderRules = CONTEXT_ORDER.slice(0, -1).map((context, index) => ({
  name: `context-order-${context}`,
  severity: 'error',
  comment: `${context} uses only the contexts before it (${CONTEXT_ORDER.slice(0, index).join(', ') || 'none'}).`,
  from: { path: contextPath(context), pathNot: [TESTS, SCHEMA_INDEX] },
  to: { path: CONTEXT_ORDER.slice(index + 1).map(contextPath), pathNot: SCHEMA_INDEX },
}));

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
    ...contextOrderRules,
    ...contextEntryRules,
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
