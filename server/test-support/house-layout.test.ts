// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#server/platform/project-root.ts';

/**
 * The house (ADR 0048): the seven contexts carry the same names in domain/, server/ and web/features/,
 * beside the shared ground of each side (domain/kernel, server/platform, server/db, server/app). A folder
 * added at the top of a root is a new room: it is decided in ARCHITECTURE.md first, then here.
 */
const CONTEXTS = ['agenda', 'appointments', 'billing', 'directory', 'identity', 'messaging', 'practice'];

function entriesOf(root: string): { folders: string[]; files: string[] } {
  const entries = readdirSync(join(PROJECT_ROOT, root), { withFileTypes: true });
  return {
    folders: entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort(),
    files: entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort(),
  };
}

describe('the house', () => {
  it('has the seven contexts and the kernel in domain/, and no loose file', () => {
    expect(entriesOf('domain')).toEqual({ folders: [...CONTEXTS, 'kernel'].sort(), files: [] });
  });

  it('has the seven contexts, the platform, the database, the composition and test support in server/', () => {
    expect(entriesOf('server')).toEqual({
      folders: [...CONTEXTS, 'app', 'db', 'platform', 'test-support'].sort(),
      files: [],
    });
  });

  it('has the seven contexts in web/features/, and nothing else', () => {
    expect(entriesOf('web/features')).toEqual({ folders: CONTEXTS, files: [] });
  });

  it('keeps one capability per folder inside a context: no loose file at its top but the server entry', () => {
    for (const root of ['domain', 'server', 'web/features']) {
      // On the server, index.ts is the context's entry, the one way in from elsewhere (ADR 0048).
      const expected = root === 'server' ? ['index.ts'] : [];
      for (const context of CONTEXTS) {
        expect({ root, context, files: entriesOf(join(root, context)).files }).toEqual({
          root,
          context,
          files: expected,
        });
      }
    }
  });
});
