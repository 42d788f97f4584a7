/** Every API path starts here: the server's plugins tell API requests from the web app's by it. */
export const API_PREFIX = '/api/';
/** The customer's API: public, counted per address. */
export const CUSTOMER_API_PREFIX = '/api/customer/';

/** The `:name` parameters of a path pattern such as `/api/file/page/:id/:pageNumber`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = Record<ParamNames<P>, string | number>;

type QueryValue = string | number | null | undefined;

/**
 * The address of one request: the pattern the server registers with each `:name` filled (encoded),
 * then the query, if any, with its empty values left out.
 */
export function pathWith<P extends string>(
  pattern: P,
  params: PathParams<P>,
  query: Record<string, QueryValue> = {},
): string {
  const values = params as Record<string, string | number>;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined || value === null ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** The parameters of `path` (no query) when it is an address of `pattern`, decoded; null otherwise. */
export function paramsOf<P extends string>(pattern: P, path: string): Record<ParamNames<P>, string> | null {
  const names: string[] = [];
  const source = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/?#]+)'));
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')])) as Record<
      ParamNames<P>,
      string
    >;
  } catch {
    return null;
  }
}
