import { leavesOf, withValueAt } from './sample-from-schema';
import type { TRandom } from './seeded-random';

/** One request of the fuzz: everything `app.inject` needs, and a label saying what is hostile in it. */
export type TFuzzRequest = {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** What a route needs to be fuzzed: its valid base parts, derived from its zod schemas. */
export type TFuzzTarget = {
  method: string;
  /** The route as registered, e.g. /api/pro/cases/:id/tags/:childId. */
  route: string;
  params: Record<string, string>;
  query: Record<string, string> | null;
  /** undefined: the route takes no body schema (a body is still sent in the shape variants). */
  body: unknown;
  hasBody: boolean;
};

const JSON_TYPE = 'application/json';

/**
 * JSON cannot say 99999999999999999999 or 1e309 through JSON.stringify: such values are written as
 * a marker string and swapped for the raw literal once the body is serialised.
 */
const RAW = (literal: string) => `\u0001raw:${literal}\u0001`;
let freshAddresses = 0;
function serialise(value: unknown): string {
  return (
    JSON.stringify(value)
      .replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, '$1')
      // A fresh address in each request, so a registration is not stopped by « adresse déjà utilisée ».
      .replaceAll('"fuzz.client@example.com"', () => {
        freshAddresses += 1;
        return `"fuzz.${freshAddresses}@example.com"`;
      })
  );
}

const MEGABYTE_TEXT = 'a'.repeat(1_000_000);

/** Hostile texts for a string field, built around its valid value so only one thing is wrong. */
function hostileTexts(base: string, random: TRandom): [string, string][] {
  const middle = Math.floor(base.length / 2);
  const noise = Array.from({ length: 12 }, () =>
    random.pick([
      '\u0000',
      '\uD800',
      '\uDFFF',
      '\u202E',
      '\u0301',
      '\uFEFF',
      '\t',
      '\n',
      '👍',
      '\u0007',
      'é',
      '"',
      '\\',
    ]),
  ).join('');
  return [
    ['NUL', `${base.slice(0, middle)}\u0000${base.slice(middle)}`],
    ['lone high surrogate', `${base}\uD800`],
    ['lone low surrogate', `\uDC00${base}`],
    ['1 MB string', MEGABYTE_TEXT],
    ['random control and surrogate noise', `${base}${noise}`],
    ['empty', ''],
    ['only spaces', '   '],
    ...edgeValuesOfSameShape(base),
  ];
}

/**
 * Values of the same shape as a valid date, time or duration that sit on an edge: a day that does
 * not exist, the year 9999, 24:00, a huge duration. They pass a pattern and reach the date code.
 */
function edgeValuesOfSameShape(base: string): [string, string][] {
  const isoDate = /^\d{4}-\d{2}-\d{2}/;
  if (isoDate.test(base)) {
    const rest = base.slice(10);
    return ['0001-01-01', '9999-12-31', '2030-02-31', '2030-00-10', '1970-01-01'].map((date) => [
      `edge date ${date}`,
      `${date}${rest}`,
    ]);
  }
  if (/^\d{2}:\d{2}$/.test(base)) {
    return ['00:00', '23:59', '24:00', '99:99'].map((time) => [`edge time ${time}`, time]);
  }
  if (/^\d+\s*[a-z]+$/i.test(base)) {
    return ['0h', '-1h', '99999999999h', '1.5h', '1e309h', '90min'].map((value) => [
      `edge amount ${value}`,
      value,
    ]);
  }
  return [];
}

const HOSTILE_NUMBERS: [string, unknown][] = [
  ['-1', -1],
  ['0', 0],
  ['float', 1.5],
  ['2^31', 2_147_483_648],
  ['99999999999999999999', RAW('99999999999999999999')],
  ['1e309', RAW('1e309')],
  ['-1e309', RAW('-1e309')],
  ['"NaN"', 'NaN'],
  ['numeric string', '1'],
];

const HOSTILE_KEYS: [string, string, unknown][] = [
  ['unknown key', 'champInconnu', 'x'],
  ['__proto__ key', '__proto__', { isAdmin: true }],
  ['constructor key', 'constructor', { prototype: { isAdmin: true } }],
  ['NUL key', '\u0000', 'x'],
  ['lone surrogate key', '\uD800', 'x'],
];

/** Path parameter values, already percent-encoded as they would appear in a URL. */
export const HOSTILE_PARAMS = [
  '0',
  '-1',
  '1.5',
  '999999999999999',
  '99999999999999999999',
  '1e309',
  'NaN',
  '0x10',
  '%201',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%F0%9F%91%8D',
  '%',
  '%zz',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(2_000),
];

/** Query values, already percent-encoded. */
const HOSTILE_QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ED%B0%80',
  '%F0%9F%91%8D',
  '%',
  'x'.repeat(10_000),
  '',
];

function encodeQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

export function buildUrl(route: string, params: Record<string, string>, rawQuery: string | null): string {
  const path = route.replace(/:([A-Za-z]+)/g, (_match, name: string) => params[name] ?? '1');
  return rawQuery === null || rawQuery === '' ? path : `${path}?${rawQuery}`;
}

/** The valid request of a route: its base params, query and body. */
export function validRequest(target: TFuzzTarget): TFuzzRequest {
  const query = target.query ? encodeQuery(target.query) : null;
  const sendsBody = target.method !== 'GET' && target.method !== 'HEAD' && target.hasBody;
  return {
    label: 'valid base request',
    method: target.method,
    url: buildUrl(target.route, target.params, query),
    headers: sendsBody ? { 'content-type': JSON_TYPE } : {},
    ...(sendsBody ? { payload: serialise(target.body) } : {}),
  };
}

/** Every hostile request of one route, one thing wrong at a time, then whole-request oddities. */
export function hostileRequests(target: TFuzzTarget, random: TRandom): TFuzzRequest[] {
  const { method, route, params, query, body, hasBody } = target;
  const baseQuery = query ? encodeQuery(query) : null;
  const baseUrl = buildUrl(route, params, baseQuery);
  const sendsBody = method !== 'GET' && method !== 'HEAD';
  const requests: TFuzzRequest[] = [];
  const withBody = (label: string, payload: string | Buffer, contentType = JSON_TYPE): TFuzzRequest => ({
    label,
    method,
    url: baseUrl,
    headers: { 'content-type': contentType },
    payload,
  });

  if (sendsBody && hasBody) {
    for (const leaf of leavesOf(body)) {
      const where = leaf.path.join('.') || '(body)';
      if (typeof leaf.value === 'string') {
        for (const [label, text] of hostileTexts(leaf.value, random)) {
          requests.push(withBody(`${where}: ${label}`, serialise(withValueAt(body, leaf.path, text))));
        }
        requests.push(
          withBody(`${where}: number instead of text`, serialise(withValueAt(body, leaf.path, 12345))),
        );
      } else if (typeof leaf.value === 'number') {
        for (const [label, number] of HOSTILE_NUMBERS) {
          requests.push(withBody(`${where}: ${label}`, serialise(withValueAt(body, leaf.path, number))));
        }
      } else if (leaf.value !== null && typeof leaf.value === 'object') {
        for (const [label, key, value] of HOSTILE_KEYS) {
          const container = { ...(leaf.value as Record<string, unknown>) };
          Object.defineProperty(container, key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
          requests.push(withBody(`${where}: ${label}`, serialise(withValueAt(body, leaf.path, container))));
        }
        if (leaf.path.length > 0) {
          const nested = random.pick([[], {}, '[]', null]);
          requests.push(
            withBody(`${where}: wrong container`, serialise(withValueAt(body, leaf.path, nested))),
          );
        }
      }
      if (leaf.path.length > 0) {
        requests.push(
          withBody(`${where}: array instead of value`, serialise(withValueAt(body, leaf.path, [leaf.value]))),
        );
        requests.push(withBody(`${where}: null`, serialise(withValueAt(body, leaf.path, null))));
      }
    }
  }

  if (sendsBody) {
    const valid = hasBody ? serialise(body) : '{}';
    const deepArray = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const deepObject = `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`;
    requests.push(
      withBody('empty JSON body', ''),
      withBody('invalid JSON', '{"a":'),
      withBody('raw NUL byte in JSON', valid.replace('{', '{\u0000')),
      withBody('array instead of object', `[${valid}]`),
      withBody('string body', '"texte"'),
      withBody('number body', '99999999999999999999'),
      withBody('null body', 'null'),
      withBody('deeply nested arrays', deepArray),
      withBody('deeply nested objects', deepObject),
      withBody(
        'invalid UTF-8 bytes',
        Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from('"}')]),
      ),
      withBody('byte order mark', `\uFEFF${valid}`),
      withBody('JSON sent as text/plain', valid, 'text/plain'),
      withBody('hostile JSON sent as text/plain', '{"\u0000":"\uD800"}', 'text/plain'),
      withBody('form-encoded body', 'a=b&c=%00', 'application/x-www-form-urlencoded'),
      withBody(
        'multipart body',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
        'multipart/form-data; boundary=x',
      ),
      withBody('unknown content type', valid, 'application/x-unknown'),
      withBody('latin-1 charset', valid, 'application/json; charset=latin1'),
      { label: 'body without content type', method, url: baseUrl, headers: {}, payload: valid },
      { label: 'no body at all', method, url: baseUrl, headers: {} },
    );
  } else {
    requests.push({
      label: 'JSON body on a read',
      method,
      url: baseUrl,
      headers: { 'content-type': JSON_TYPE },
      payload: '{"a":"\u0000"}',
    });
  }

  const bodyRequest = (): Pick<TFuzzRequest, 'headers' | 'payload'> =>
    sendsBody && hasBody
      ? { headers: { 'content-type': JSON_TYPE }, payload: serialise(body) }
      : { headers: {} };

  for (const name of Object.keys(params)) {
    for (const value of HOSTILE_PARAMS) {
      const url = buildUrl(route, { ...params, [name]: value }, baseQuery);
      requests.push({ label: `param ${name}=${value.slice(0, 30)}`, method, url, ...bodyRequest() });
    }
  }

  if (query) {
    for (const key of Object.keys(query)) {
      for (const value of HOSTILE_QUERY_VALUES) {
        const rest = encodeQuery(
          Object.fromEntries(Object.entries(query).filter(([other]) => other !== key)),
        );
        const raw = [rest, `${encodeURIComponent(key)}=${value}`].filter(Boolean).join('&');
        requests.push({
          label: `query ${key}=${value.slice(0, 30)}`,
          method,
          url: buildUrl(route, params, raw),
          ...bodyRequest(),
        });
      }
      const repeated = `${baseQuery}&${encodeURIComponent(key)}=${encodeURIComponent(query[key] ?? '')}`;
      requests.push({
        label: `query ${key} repeated`,
        method,
        url: buildUrl(route, params, repeated),
        ...bodyRequest(),
      });
      const bracketed = `${baseQuery}&${encodeURIComponent(key)}[]=x&${encodeURIComponent(key)}[a]=y`;
      requests.push({
        label: `query ${key}[] and ${key}[a]`,
        method,
        url: buildUrl(route, params, bracketed),
        ...bodyRequest(),
      });
    }
  }
  // Keys the query schema does not know, in two requests (prototype keys apart): a route without a
  // query schema runs its whole handler for each, which is the slow part of the fuzz.
  for (const extras of [
    ['inconnu=1', '%00=1', '%ED%A0%80=1', 'a'.repeat(5_000)],
    ['__proto__=x', 'constructor%5Bprototype%5D=x', '__proto__%5BisAdmin%5D=1'],
  ]) {
    const raw = [baseQuery, ...extras].filter(Boolean).join('&');
    requests.push({
      label: `query extras ${extras[0]}…`,
      method,
      url: buildUrl(route, params, raw),
      ...bodyRequest(),
    });
  }

  // Headers no form checks, each hostile at once: a user-agent with NUL, a lone surrogate and 8 000
  // characters, and a forwarded-for (the client's address behind a trusted proxy) that is no address.
  const valid = bodyRequest();
  requests.push({
    label: 'hostile user-agent and forwarded-for',
    method,
    url: baseUrl,
    ...valid,
    headers: {
      ...valid.headers,
      'user-agent': `Fuzz\u0000\uD800${'U'.repeat(8_000)}`,
      'x-forwarded-for': `pas-une-adresse, 999.999.999.999, ${'f'.repeat(2_000)}`,
    },
  });
  return requests;
}

/** Cookie headers that are not sessions: forged, encoded NUL, huge, malformed. */
export const HOSTILE_COOKIES = [
  'jr_client_session=%00; jr_pro_session=%ED%A0%80; jr_admin_session=x',
  `jr_pro_session=${'A'.repeat(4_000)}`,
  'jr_client_session; ;=; jr_pro_session="unterminated',
];
