import type { TFirmPage } from '../firms/firm-page-schemas';
import type { TProfessionalProfile } from '../professionals/profile-schemas';
import type { TSearchResponse } from '../professionals/search-schemas';
import type { TSiteFacts } from '../site/site-facts';
import { jsonForScript } from './head-html';

/**
 * What the server already knows of the page it sends (docs/decisions/0018-initial-data-in-pages.md):
 * exactly the answers of the API routes the page would call, so its first render needs no round trip.
 */
export type TInitialData = {
  /** GET /api/professionals/:id, on /lawyer/:id. */
  profile?: TProfessionalProfile;
  /** GET /api/firms/:id, on /cabinet/:id. */
  firm?: TFirmPage;
  /** GET /api/professionals/search?<queryString>, on /search?<queryString>. */
  search?: { queryString: string; response: TSearchResponse };
  /** GET /api/site/facts, on the pages the server draws (ADR 0075). */
  siteFacts?: TSiteFacts;
  /**
   * The API's 404 for the page's profile or firm (unknown, not public, withdrawn from the directory): the server
   * draws the page's not-found screen from it, and the browser hydrates the same, without asking again.
   */
  notFound?: TInitialNotFound;
};

/** GET /api/professionals/:id's or GET /api/firms/:id's 404 answer, as the page reads it (code and message). */
export type TInitialNotFound = {
  resource: 'profile' | 'firm';
  id: number;
  code: 'NOT_FOUND' | 'PROFILE_DELISTED';
  message: string;
};

export const INITIAL_DATA_SCRIPT_ID = 'donnees-initiales';

/**
 * A JSON script element: not executed (so the Content-Security-Policy needs no nonce for it), and
 * escaped by jsonForScript, so no text of a professional's can close it or open a comment.
 */
export function renderInitialDataScript(data: TInitialData): string {
  return `<script type="application/json" id="${INITIAL_DATA_SCRIPT_ID}">${jsonForScript(data)}</script>`;
}

/** The page's HTML with the data's script at the end of its body (read before the app's first render). */
export function injectInitialData(html: string, data: TInitialData): string {
  const script = renderInitialDataScript(data);
  // A function replacement: `$` in the data must stay as it is.
  if (/<\/body>/i.test(html)) return html.replace(/<\/body>/i, () => `${script}\n  </body>`);
  if (/<\/html>/i.test(html)) return html.replace(/<\/html>/i, () => `${script}</html>`);
  return `${html}${script}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The data the server put in the page, or an empty object when there is none or it is unreadable:
 * the page then asks the API as it would have. Only the envelope is checked; its contents are the
 * API's own answers, typed as such (the same function produces both).
 */
export function parseInitialData(text: string | null | undefined): TInitialData {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const data: TInitialData = {};
  if (isRecord(parsed.profile) && typeof parsed.profile.id === 'number') {
    data.profile = parsed.profile as TProfessionalProfile;
  }
  if (isRecord(parsed.firm) && typeof parsed.firm.id === 'number') {
    data.firm = parsed.firm as TFirmPage;
  }
  const search = parsed.search;
  if (isRecord(search) && typeof search.queryString === 'string' && isRecord(search.response)) {
    data.search = { queryString: search.queryString, response: search.response as TSearchResponse };
  }
  if (isRecord(parsed.siteFacts) && typeof parsed.siteFacts.supportEmail === 'string') {
    data.siteFacts = parsed.siteFacts as TSiteFacts;
  }
  const notFound = parseNotFound(parsed.notFound);
  if (notFound) data.notFound = notFound;
  return data;
}

function parseNotFound(value: unknown): TInitialNotFound | undefined {
  if (!isRecord(value)) return undefined;
  const { resource, id, code, message } = value;
  if (resource !== 'profile' && resource !== 'firm') return undefined;
  if (typeof id !== 'number' || !Number.isInteger(id)) return undefined;
  if (code !== 'NOT_FOUND' && code !== 'PROFILE_DELISTED') return undefined;
  if (typeof message !== 'string') return undefined;
  return { resource, id, code, message };
}
