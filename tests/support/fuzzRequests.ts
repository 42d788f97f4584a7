/**
 * Requests derived from a route's JSON schemas for the fuzz test (tests/api/fuzz.test.ts): mostly values
 * the schema accepts, many naming records the database really holds, mixed with hostile ones (NUL,
 * unpaired surrogates, control characters, huge numbers, wrong types, extra fields, very long text,
 * malformed percent-encoding and path parameters, broken JSON and multipart bodies).
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';

export interface JsonSchema {
  type?: string | readonly string[];
  enum?: readonly unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  'x-ref'?: string;
}

export interface RouteSchemas {
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
}

export interface FuzzRoute {
  method: string;
  /** As registered, with its :parameters. */
  url: string;
  schema: RouteSchemas;
  /** A multipart route's text fields, as the route validates them after reading the parts. */
  multipartFields?: JsonSchema;
}

/** Strings the database holds (ids, customer keys, codes, login names), so that requests reach records, not only 404. */
export interface KnownValues {
  /** Ids, keys and codes any request may name. */
  strings: string[];
  /** The same without the signed-in actors' own accounts, tenant, organisation and role, for requests that change data. */
  forChanges: string[];
}

export interface FuzzRequest {
  /** The path with its parameters filled in and encoded (some malformed on purpose). */
  path: string;
  /** The query string without its '?', or ''. */
  query: string;
  body?: { payload: string | Buffer; contentType: string };
  /** For an anonymous caller: a token it sends anyway, which no session has. */
  strayToken?: string;
}

/** Single strings that break naive code: NUL, unpaired surrogates, control and bidi characters, injections, numbers as text. */
const nastyTexts = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u0007\u001b[31m',
  '\u0085',
  '\u202e\u2066',
  '\ufeff',
  '\t',
  'a\r\nb',
  ' ',
  '   ',
  '',
  '%',
  '%zz',
  '../../etc/passwd',
  "' or 1=1 --",
  '"; drop table agents; --',
  '\\',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '1.5',
  '2026-02-30T25:61:00Z',
  'true',
  '[]',
  '{}',
  '😀👍🏽‍',
  '北京分公司',
  '<script>alert(1)</script>',
];

const unpairedSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const controlCharacter = fc
  .integer({ min: 0, max: 0x9f })
  .filter((code) => code < 0x20 || code >= 0x7f)
  .map((code) => String.fromCharCode(code));

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...nastyTexts) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.oneof(unpairedSurrogate, controlCharacter), fc.string({ maxLength: 8 }))
      .map((parts) => parts.join('')),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 70_000, 300_000).map((length) => 'x'.repeat(length)) },
);

const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 53) - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  1e21,
  -0,
  0.5,
  -1,
  4_294_967_296,
);

/** A value of a type the schema does not expect, or an awkward one of the type it does. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 3, arbitrary: hugeNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileText, hugeNumber, fc.constant(null)), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('__proto__', 'constructor', '$where')),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 3 },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(10, 1_000).map((depth) => nested(depth)) },
);

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Text a person might type: Chinese, ASCII, spaces at either end. */
const plainText = (minLength: number, maxLength: number) =>
  fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: fc.constantFrom(...'北京上海分公司客服张王李视频会议产品 abc123-_.@'), minLength, maxLength }),
  );

const typesOf = (schema: JsonSchema): readonly string[] =>
  schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;

/** Whether a field names a record: by its name, its reference or its pattern. */
function namesRecord(name: string, schema: JsonSchema): boolean {
  return (
    /(^id$|Id$|Ids$|^key$|^code$|^_id$|identifier|serviceId|tenant|org|agent|List$)/i.test(name) ||
    schema['x-ref'] !== undefined ||
    /\{36\}|\{43\}|\{64\}|\{12\}/.test(schema.pattern ?? '')
  );
}

const clampLength = (value: number | undefined, fallback: number) => Math.min(value ?? fallback, fallback);

/** A string the schema accepts, or close to it. */
function validString(name: string, schema: JsonSchema, known: string[]): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, clampLength(schema.maxLength, 24));
  const own: fc.Arbitrary<string> =
    schema.pattern !== undefined ? fc.stringMatching(new RegExp(schema.pattern)) : plainText(minLength, maxLength);
  const fromDatabase = known.length > 0 ? fc.constantFrom(...known) : fc.uuid();
  if (namesRecord(name, schema)) {
    return fc.oneof(
      { weight: 6, arbitrary: fromDatabase },
      { weight: 2, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: own },
    );
  }
  return fc.oneof({ weight: 8, arbitrary: own }, { weight: 1, arbitrary: fromDatabase });
}

/** A value the schema accepts (mostly: patterns are not checked against lengths, unique items not enforced). */
export function validValue(name: string, schema: JsonSchema, known: string[], depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue(name, { ...schema, type }, known, depth)));
  switch (types[0] ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return validString(name, schema, known);
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? fieldValue(name, schema.items, known, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, clampLength(schema.maxItems, 4)) });
    }
    case 'object':
      return objectValue(schema, known, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** One field: mostly what its schema accepts, sometimes hostile. */
function fieldValue(name: string, schema: JsonSchema, known: string[], depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: depth > 2 ? 20 : 6, arbitrary: validValue(name, schema, known, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** An object of the schema's properties (its required ones always), sometimes with fields it does not know. */
function objectValue(schema: JsonSchema, known: string[], depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, fieldValue(name, property, known, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((name) => name in properties);
  const complete = fc.record(model, { requiredKeys: required });
  const extra = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'tenantId', 'id')),
    hostileValue,
    {
      minKeys: 1,
      maxKeys: 2,
    },
  );
  return fc.oneof(
    { weight: 12, arbitrary: complete },
    { weight: 1, arbitrary: fc.tuple(complete, extra).map(([values, more]) => ({ ...more, ...values, ...more })) },
    // A required field left out.
    {
      weight: required.length > 0 ? 1 : 0,
      arbitrary: fc
        .tuple(complete, fc.constantFrom(...(required.length > 0 ? required : ['_'])))
        .map(([values, drop]) => {
          const { [drop]: _dropped, ...rest } = values;
          return rest;
        }),
    },
  );
}

/** Percent-encodes any text, an unpaired surrogate as the replacement character (encodeURIComponent throws on it). */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
  }
}

/** Raw URL pieces that do not decode or decode to something odd. */
const malformedUrlPieces = [
  '%',
  '%zz',
  '%C0%80',
  '%ED%A0%80',
  '%FF',
  '%00',
  '%E4%B8',
  '%2F..%2F',
  '..',
  '%20',
  '+',
  'a%',
];

const asQueryText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

function queryOf(values: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    // An array is sent as repeated names, as browsers and the client do.
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) pairs.push(`${encodeLoose(name)}=${encodeLoose(asQueryText(item))}`);
  }
  return pairs.join('&');
}

function queryArbitrary(schema: JsonSchema | undefined, known: string[]): fc.Arbitrary<string> {
  const properties = Object.keys(schema?.properties ?? {});
  const derived = schema ? objectValue(schema, known, 0).map(queryOf) : fc.constant('');
  const rawValue = fc.oneof(
    fc.constantFrom(...malformedUrlPieces),
    hostileText.map(encodeLoose),
    fc.constantFrom('99999999999999999999999', '1e400', '-5', '0', '1.5', '0x10'),
  );
  const rawName =
    properties.length > 0
      ? fc.oneof(fc.constantFrom(...properties), fc.constantFrom(...malformedUrlPieces))
      : fc.constantFrom(...malformedUrlPieces);
  const raw = fc
    .array(
      fc.tuple(rawName, rawValue).map(([name, value]) => `${name}=${value}`),
      { minLength: 1, maxLength: 3 },
    )
    .map((pairs) => pairs.join('&'));
  return fc.oneof(
    { weight: 8, arbitrary: derived },
    { weight: 2, arbitrary: fc.tuple(derived, raw).map(([good, bad]) => [good, bad].filter(Boolean).join('&')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '&&==&',
        '=',
        'a[b]=1&a[c]=2',
        '__proto__[admin]=1',
        'pageIndex=1&pageIndex=2&pageIndex=x',
      ),
    },
  );
}

function paramArbitrary(name: string, schema: JsonSchema | undefined, known: string[]): fc.Arbitrary<string> {
  const valid = schema
    ? validValue(name, schema, known).map((value) => encodeLoose(asQueryText(value)))
    : fc.constant(encodeLoose(randomUUID()));
  return fc.oneof(
    { weight: 6, arbitrary: known.length > 0 ? fc.constantFrom(...known).map(encodeLoose) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom(...malformedUrlPieces) },
    { weight: 1, arbitrary: hostileText.filter((text) => text.length < 2_000).map(encodeLoose) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('1', '-1', '0', '99999999999999999999', '1.5', 'a'.repeat(150), 'a'.repeat(1_000)),
    },
  );
}

const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });

/** Bodies no schema describes: broken JSON, other content types, prototype pollution. */
const rawBodies: { payload: string; contentType: string }[] = [
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"admin":true}}}', contentType: 'application/json' },
  { payload: '{"a":1,"a":2}', contentType: 'application/json' },
  { payload: '\ufeff{}', contentType: 'application/json' },
  { payload: '{"a":"\\ud800"}', contentType: 'application/json' },
  { payload: '{"a":"\\u0000"}', contentType: 'application/json' },
  { payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, contentType: 'application/json' },
  { payload: '{}', contentType: 'application/json; charset=latin1' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: '<a/>', contentType: 'application/xml' },
  { payload: '{}', contentType: 'multipart/form-data' },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
    contentType: 'multipart/form-data; boundary=x',
  },
];

function multipartBody(
  fields: Record<string, unknown>,
  file: { name: string; content: Buffer } | null,
  cut: number | null,
) {
  const boundary = `----fuzz${randomUUID()}`;
  const pieces: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    pieces.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asQueryText(value)}\r\n`),
    );
  }
  if (file) {
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const whole = Buffer.concat(pieces);
  return {
    payload: cut === null ? whole : whole.subarray(0, Math.floor(whole.length * cut)),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function multipartArbitrary(fields: JsonSchema, known: string[]) {
  const file = fc.option(
    fc.record({
      name: fc.oneof(
        fc.constantFrom('a.pdf', 'a.mp4', 'a.webm', 'a.docx', 'a', '.pdf', 'a.PDF'),
        hostileText.filter((text) => text.length < 200),
      ),
      content: fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    }),
    { nil: null, freq: 4 },
  );
  const cut = fc.option(fc.double({ min: 0.05, max: 0.95, noNaN: true }), { nil: null, freq: 2 });
  return fc
    .tuple(objectValue(fields, known, 0), file, cut)
    .map(([values, upload, at]) => multipartBody(values, upload, at));
}

/** The route's requests: path, query and body from its schemas, with the records of `known`. */
export function requestArbitrary(route: FuzzRoute, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const changes = !['GET', 'HEAD'].includes(route.method);
  const values = changes ? known.forChanges : known.strings;
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const params = fc.tuple(
    ...names.map((name) => paramArbitrary(name, route.schema.params?.properties?.[name], values)),
  );
  const path = params.map((filled) => {
    let index = 0;
    return route.url.replace(/:(\w+)/g, () => filled[index++] ?? '');
  });
  const query = route.schema.querystring
    ? queryArbitrary(route.schema.querystring, values)
    : fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryArbitrary(undefined, values) });
  let body: fc.Arbitrary<FuzzRequest['body']> = fc.constant(undefined);
  if (changes) {
    const derived = route.schema.body
      ? objectValue(route.schema.body, values, 0)
      : fc.oneof(fc.constant({}), fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 }));
    const options: fc.WeightedArbitrary<FuzzRequest['body']>[] = [
      { weight: 12, arbitrary: derived.map(json) },
      { weight: 2, arbitrary: hostileValue.map(json) },
      { weight: 2, arbitrary: fc.constantFrom(...rawBodies) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ];
    if (route.multipartFields)
      options.push({ weight: 24, arbitrary: multipartArbitrary(route.multipartFields, values) });
    body = fc.oneof(...options);
  }
  // Header values are ASCII on the wire.
  const strayToken = fc.option(
    fc.oneof(
      fc.constantFrom('x', 'null', 'Bearer abc', 'a'.repeat(5_000)),
      fc.uuid(),
      fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
    ),
    { freq: 3 },
  );
  return fc.record({ path, query, body, strayToken }).map(({ strayToken: token, body: sent, ...rest }) => ({
    ...rest,
    ...(sent === undefined ? {} : { body: sent }),
    ...(token === null ? {} : { strayToken: token }),
  }));
}
