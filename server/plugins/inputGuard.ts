import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ErrCode } from '../../src/schemas/api';
import { invalid } from './envelope';

/**
 * Text no field may hold, whatever its schema: C0 controls other than tab and line breaks, DEL, C1
 * controls, and halves of a surrogate pair without their other half (broken UTF-16). The database refuses
 * NUL and would store the rest as garbage.
 */
const FORBIDDEN_CHARACTER =
  // eslint-disable-next-line no-control-regex -- these control characters are exactly what the guard refuses.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Tab and line breaks: only in fields whose schema says `'x-multiline': true`. */
const LINE_BREAK = /[\t\r\n]/;

const BAD_URL_TEXT = '请求地址格式错误';
export const badTextMessage = (label: string) => `${label}包含不支持的字符`;

interface TextSchema {
  type?: unknown;
  title?: string;
  properties?: Record<string, TextSchema>;
  items?: TextSchema;
  'x-multiline'?: boolean;
}

const isStringSchema = (schema: TextSchema | undefined) =>
  schema !== undefined && (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')));

interface BadText {
  /** Dotted path of the value ('name', 'phones.2'); '_' for a key of no field. */
  field: string;
  label: string;
}

/** Where a value sits: its key under the value that holds it, linked up to the root (no path copied per level). */
interface Place {
  key: string;
  parent: Place | null;
}

const pathOf = (place: Place | null): string[] => {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse();
};

/**
 * The first string of a request part that holds a character it may not, with the field it sits in.
 * Walks without recursion and without copying paths, so a deeply nested body costs time in its size only.
 */
export function findBadText(value: unknown, schema: TextSchema | undefined): BadText | null {
  const pending: { value: unknown; schema: TextSchema | undefined; place: Place | null }[] = [
    { value, schema, place: null },
  ];
  while (pending.length > 0) {
    const { value: current, schema: shape, place } = pending.pop()!;
    if (typeof current === 'string') {
      const singleLine = isStringSchema(shape) && shape?.['x-multiline'] !== true;
      // A text of blanks alone is left to the schema, which answers it like an empty one.
      if (FORBIDDEN_CHARACTER.test(current) || (singleLine && LINE_BREAK.test(current) && /\S/.test(current))) {
        return { field: pathOf(place).join('.') || '_', label: shape?.title ?? place?.key ?? '请求' };
      }
    } else if (Array.isArray(current)) {
      current.forEach((item, index) =>
        pending.push({ value: item, schema: shape?.items, place: { key: String(index), parent: place } }),
      );
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (FORBIDDEN_CHARACTER.test(key)) return { field: '_', label: '请求' };
        pending.push({ value: item, schema: shape?.properties?.[key], place: { key, parent: place } });
      }
    }
  }
  return null;
}

/** Refuses a request part holding a forbidden character, naming its field. */
export function assertCleanText(value: unknown, schema: TextSchema | undefined): void {
  const bad = findBadText(value, schema);
  if (bad) throw invalid({ [bad.field]: badTextMessage(bad.label) });
}

/** Whether every percent-escape of a query string decodes to UTF-8 text. */
function queryDecodes(query: string): boolean {
  if (!query.includes('%')) return true;
  try {
    for (const piece of query.split(/[&=]/)) decodeURIComponent(piece.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

function sendBadUrl(_error: Error, _request: FastifyRequest, reply: FastifyReply) {
  void reply
    .status(200)
    .send({ errCode: ErrCode.invalid, errInfo: BAD_URL_TEXT, result: { fields: { url: BAD_URL_TEXT } } });
}

/**
 * Server options for input the router refuses before any hook runs: a path whose percent-encoding does
 * not decode, or a path parameter longer than the router takes, answer the envelope instead of Fastify's own body.
 */
export const inputServerOptions = { frameworkErrors: sendBadUrl } satisfies Pick<
  FastifyServerOptions,
  'frameworkErrors'
>;

/**
 * Every route's query, path parameters and JSON body are checked before validation: a malformed
 * percent-encoding in the query and forbidden characters in any string answer 400 with the envelope.
 * Multipart fields are checked where they are read (routes/files/multipart.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const queryStart = request.url.indexOf('?');
    if (queryStart >= 0 && !queryDecodes(request.url.slice(queryStart + 1))) throw invalid({ url: BAD_URL_TEXT });
    const schema = (request.routeOptions.schema ?? {}) as {
      body?: TextSchema;
      querystring?: TextSchema;
      params?: TextSchema;
    };
    assertCleanText(request.params, schema.params);
    assertCleanText(request.query, schema.querystring);
    assertCleanText(request.body, schema.body);
  });
}
