/** The PostgreSQL channel on which instances tell each other which professionals changed. */
export const PROFESSIONALS_CHANGED_CHANNEL = 'professionals_changed';

/** Every cached search is dropped: a change that can move a professional into searches that did not list them. */
export const FORGET_EVERY_SEARCH = '*';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; ids are ASCII, so characters are bytes. */
const MAX_PAYLOAD_LENGTH = 7_900;

export type TProfessionalsChange = readonly number[] | 'every-search';

/** The payloads of one change: comma-separated ids, in as many notifications as their length needs. */
export function invalidationPayloads(change: TProfessionalsChange): string[] {
  if (change === 'every-search') return [FORGET_EVERY_SEARCH];
  const payloads: string[] = [];
  let current = '';
  for (const id of change) {
    const text = String(id);
    if (current && current.length + 1 + text.length > MAX_PAYLOAD_LENGTH) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${text}` : text;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** What a received payload asks for; anything unreadable drops every search rather than risk a stale one. */
export function parseInvalidationPayload(payload: string): TProfessionalsChange {
  if (payload === FORGET_EVERY_SEARCH) return 'every-search';
  const parts = payload.split(',');
  if (!parts.every((part) => /^\d{1,10}$/.test(part))) return 'every-search';
  return parts.map(Number);
}
