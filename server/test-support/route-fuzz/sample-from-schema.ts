import { z } from '#domain/kernel/zod-fr.ts';

/** The part of JSON Schema that `z.toJSONSchema` produces for our request schemas. */
export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  propertyNames?: TJsonSchema;
  items?: TJsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

export function toJsonSchema(schema: z.ZodType): TJsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
}

const DAY_MS = 86_400_000;

/** A weekday a few days after `now`, as YYYY-MM-DD (Paris and UTC agree at noon). */
function workingDayAfter(now: Date, days: number): string {
  let date = new Date(now.getTime() + days * DAY_MS);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date = new Date(date.getTime() + DAY_MS);
  return date.toISOString().slice(0, 10);
}

/** A tiny but real PDF: upload endpoints check the content, not only the file name. */
const PDF_BASE64 = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

const ICS_CONTENT = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//JurisRDV//fuzz//FR',
  'BEGIN:VEVENT',
  'UID:fuzz-1@example.com',
  'DTSTAMP:20300101T000000Z',
  'DTSTART:20300115T090000Z',
  'DTEND:20300115T100000Z',
  'SUMMARY:Audience',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

/**
 * Candidate values for a string field, most specific first: among those that satisfy the field's
 * pattern, format and lengths, the sampler takes the first, and the next one when zod refuses it (a
 * refinement JSON Schema cannot say). Field names only order the candidates, so a new field with a
 * usual shape gets a valid value without any change here.
 */
function stringCandidates(field: string, now: Date): string[] {
  const date = workingDayAfter(now, 5);
  const laterDate = workingDayAfter(now, 6);
  const iso = `${date}T10:00:00+01:00`;
  const laterIso = `${laterDate}T11:00:00+01:00`;
  const byName: [RegExp, string[]][] = [
    [/email/i, ['fuzz.client@example.com']],
    [/password/i, ['Fuzz-Tres-Solide-2025!']],
    [/phone/i, ['06 12 34 56 78']],
    [/postal/i, ['75001']],
    [/siret/i, ['73282932000074']],
    [/vatNumber/i, ['FR44732829320']],
    [/ics/i, [ICS_CONTENT]],
    [/url/i, ['http://127.0.0.1:9/calendrier.ics']],
    [/base64/i, [PDF_BASE64]],
    [/filename/i, ['piece-jointe.pdf']],
    [/token/i, ['A'.repeat(43)]],
    [/^path$/i, ['/recherche']],
    [/^file$/i, [`${'A'.repeat(43)}.ics`]],
    [/^(start|from)/i, ['10:00', iso, date]],
    [/^(end|to|until)/i, ['11:00', laterIso, laterDate]],
    [/time$/i, ['10:00']],
    [/date|deadline/i, [date]],
    [/duration/i, ['1h']],
    [/^q$/i, ['Dupont']],
    [/location|city/i, ['Paris']],
    [/country/i, ['France']],
    [/price/i, ['150 €']],
    [/stripeAccount/i, ['acct_1FuzzAccount0001']],
  ];
  const named = byName.filter(([pattern]) => pattern.test(field)).flatMap(([, values]) => values);
  return [
    ...named,
    'Texte de test',
    'abc',
    '1',
    '10:00',
    date,
    iso,
    '75001',
    '00000000-0000-4000-8000-000000000000',
    'fuzz@example.com',
    'https://example.com/',
    '/recherche',
  ];
}

function fitsString(value: string, schema: TJsonSchema): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) return false;
  if (schema.format === 'email' && !value.includes('@')) return false;
  return true;
}

function sampleNumber(schema: TJsonSchema, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low);
  const value = Math.min(Math.max(low, 1), high);
  return integer ? Math.ceil(value) : value;
}

/** What the search changed after zod refused a sample: a later candidate here, an optional field left out there. */
type TDecisions = { choice: Map<string, number>; omit: Set<string> };

type TSampleContext = { now: Date; decisions: TDecisions; candidateCounts: Map<string, number> };

const pathKey = (path: readonly (string | number)[]) => path.join('.');

function sampleAt(schema: TJsonSchema, path: (string | number)[], context: TSampleContext): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    // An id nobody can know (a uuid) is better left null when the schema allows it.
    const concrete = choices.filter((option) => option.type !== 'null' && option.format !== 'uuid');
    const choice = concrete[0] ?? choices.find((option) => option.type === 'null') ?? choices[0];
    return choice ? sampleAt(choice, path, context) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  const field = String([...path].reverse().find((segment) => typeof segment === 'string') ?? '');
  switch (type) {
    case 'string': {
      const fitting = stringCandidates(field, context.now).filter((value) => fitsString(value, schema));
      context.candidateCounts.set(pathKey(path), fitting.length);
      const index = context.decisions.choice.get(pathKey(path)) ?? 0;
      return fitting[Math.min(index, fitting.length - 1)] ?? 'a';
    }
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? 1);
      return Array.from({ length: count }, (_item, index) =>
        schema.items ? sampleAt(schema.items, [...path, index], context) : 'a',
      );
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (!context.decisions.omit.has(pathKey([...path, key]))) {
          result[key] = sampleAt(property, [...path, key], context);
        }
      }
      // A record keyed by user text (e.g. questionnaire answers): one entry, so its keys and values are fuzzed.
      if (typeof schema.additionalProperties === 'object' && !schema.properties) {
        const key = schema.propertyNames
          ? String(sampleAt(schema.propertyNames, [...path, 'key'], context))
          : 'cle';
        result[key] = sampleAt(schema.additionalProperties, [...path, key], context);
      }
      return result;
    }
    default:
      return schema.default ?? 'a';
  }
}

/** Optional properties of the JSON Schema, by path: the search may leave them out. */
function optionalPaths(schema: TJsonSchema, path: (string | number)[] = []): Set<string> {
  const found = new Set<string>();
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (!required.has(key)) found.add(pathKey([...path, key]));
    for (const nested of optionalPaths(property, [...path, key])) found.add(nested);
  }
  for (const option of schema.anyOf ?? schema.oneOf ?? []) {
    for (const nested of optionalPaths(option, path)) found.add(nested);
  }
  // A list is sampled with one element: its optional fields can be left out like any other.
  if (schema.items) {
    for (const nested of optionalPaths(schema.items, [...path, 0])) found.add(nested);
  }
  return found;
}

/**
 * A request part the route's zod schema accepts: every optional field first (so the deeper code runs),
 * then, for each field zod refuses, its next candidate value, or the field left out if it is optional.
 * `valid` says whether the search ended on a value zod accepts.
 */
export function validSample(schema: z.ZodType, now: Date): { value: unknown; valid: boolean } {
  const json = toJsonSchema(schema);
  const optional = optionalPaths(json);
  const context: TSampleContext = {
    now,
    decisions: { choice: new Map(), omit: new Set() },
    candidateCounts: new Map(),
  };
  const { choice, omit } = context.decisions;
  let value = sampleAt(json, [], context);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const result = schema.safeParse(value);
    if (result.success) return { value, valid: true };
    // Several issues on one field (a wrong date, and the period it makes) move it on by one candidate only.
    const movedThisAttempt = new Set<string>();
    for (const issue of result.error.issues) {
      const segments = issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment));
      const at = pathKey(segments);
      // The refused text, the text that holds the refused part (a list in a string), or every text
      // under the refused object (e.g. an end before its start).
      const texts = leavesOf(value)
        .filter((leaf) => typeof leaf.value === 'string')
        .map((leaf) => pathKey(leaf.path))
        .filter((key) => key === at || at === '' || key.startsWith(`${at}.`) || at.startsWith(`${key}.`));
      if (texts.some((key) => movedThisAttempt.has(key))) continue;
      const untried = texts.filter(
        (key) => (choice.get(key) ?? 0) + 1 < (context.candidateCounts.get(key) ?? 0),
      );
      if (untried.length > 0) {
        for (const key of untried) {
          choice.set(key, (choice.get(key) ?? 0) + 1);
          movedThisAttempt.add(key);
        }
        continue;
      }
      const optionalAncestor = segments
        .map((_segment, index) => pathKey(segments.slice(0, segments.length - index)))
        .find((key) => optional.has(key) && !omit.has(key));
      if (optionalAncestor) omit.add(optionalAncestor);
    }
    value = sampleAt(json, [], context);
  }
  return { value, valid: false };
}

/** Paths of every leaf (string, number, boolean, null) and container of a JSON value, with its value. */
export function leavesOf(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; value: unknown }[] {
  if (Array.isArray(value)) {
    return [{ path, value }, ...value.flatMap((item, index) => leavesOf(item, [...path, index]))];
  }
  if (value !== null && typeof value === 'object') {
    return [
      { path, value },
      ...Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key])),
    ];
  }
  return [{ path, value }];
}

/** A deep copy of `value` with the item at `path` replaced. */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? withValueAt(item, rest, replacement) : item));
  }
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head]: withValueAt(record[head], rest, replacement) };
}
