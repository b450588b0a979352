import { describe, expect, it } from 'vitest';
import type { TProfessionalProfile } from '../professionals/profile-schemas';
import {
  INITIAL_DATA_SCRIPT_ID,
  injectInitialData,
  parseInitialData,
  renderInitialDataScript,
} from './initial-data';

const HOSTILE = '</script><script>alert(1)</script> <!-- \u2028\u2029 $& $1';
const profile = { id: 7, name: 'Maître Test', fullDescription: HOSTILE } as unknown as TProfessionalProfile;

/** The text between the JSON script's tags, as an HTML parser would cut it. */
function scriptText(html: string): string {
  const start = html.indexOf(`id="${INITIAL_DATA_SCRIPT_ID}">`) + `id="${INITIAL_DATA_SCRIPT_ID}">`.length;
  return html.slice(start, html.indexOf('</script>', start));
}

describe('initial data in the page', () => {
  it('writes a JSON script that no text can close, comment out or break, and reads back the same data', () => {
    const script = renderInitialDataScript({ profile });
    expect(script.startsWith(`<script type="application/json" id="${INITIAL_DATA_SCRIPT_ID}">`)).toBe(true);
    const text = scriptText(script);
    expect(text).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
    expect(text).not.toContain('<');
    // The first `</script>` is the element's own end tag.
    expect(script.indexOf('</script>')).toBe(script.length - '</script>'.length);
    expect(parseInitialData(text)).toEqual({ profile });
  });

  it('goes at the end of the body, `$` patterns kept as written', () => {
    const html = injectInitialData('<html><head></head><body><div id="root"></div></body></html>', {
      profile,
    });
    expect(html.indexOf(INITIAL_DATA_SCRIPT_ID)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.endsWith('</body></html>')).toBe(true);
    expect(parseInitialData(scriptText(html)).profile?.fullDescription).toBe(HOSTILE);
    expect(injectInitialData('<div id="root"></div></html>', {})).toMatch(/<\/script><\/html>$/);
  });

  it('reads nothing from a missing, broken or foreign script', () => {
    expect(parseInitialData(null)).toEqual({});
    expect(parseInitialData('{pas du json')).toEqual({});
    expect(parseInitialData('[1,2]')).toEqual({});
    expect(parseInitialData('{"profile":{"id":"7"},"search":{"queryString":3}}')).toEqual({});
    expect(parseInitialData('{"siteFacts":{"supportEmail":3}}')).toEqual({});
  });

  it("carries the site's facts of a page the server drew", () => {
    const siteFacts = { supportEmail: 'support@example.com', publicProfessionalCount: 450 };
    expect(parseInitialData(JSON.stringify({ siteFacts }))).toEqual({ siteFacts });
  });

  it('carries the API’s 404 of the page’s profile or firm, and nothing of a malformed one', () => {
    const notFound = {
      resource: 'profile',
      id: 7,
      code: 'NOT_FOUND',
      message: 'Avocat introuvable',
    } as const;
    expect(parseInitialData(JSON.stringify({ notFound }))).toEqual({ notFound });
    for (const wrong of [
      { ...notFound, resource: 'appointment' },
      { ...notFound, id: '7' },
      { ...notFound, code: 'FORBIDDEN' },
      { ...notFound, message: 3 },
    ])
      expect(parseInitialData(JSON.stringify({ notFound: wrong }))).toEqual({});
  });
});
