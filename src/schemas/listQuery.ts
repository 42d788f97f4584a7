/**
 * The query string of an entity's list (and its export), derived from the entity schema's `x-filter`
 * hints: each filter property becomes its query parameter, beside paging, sorting and the cache-busting
 * timestamp. The list screen (schema-ui listFilters) and the server's validation read the same hints.
 */
import { listFilters } from './annotations';
import { paging } from './fields';

/** A record id sent as a filter: any text up to this length; one that is not a stored id matches nothing. */
export const idFilter = { type: 'string', maxLength: 100 } as const;
type IdFilter = typeof idFilter;

interface FilterSource {
  readonly type?: unknown;
  readonly maxLength?: number;
  readonly 'x-ref'?: string;
}

/** The query parameter a property is sent as, or never when it is no filter. */
type ParamOf<K extends string, P> = P extends { readonly 'x-filter': infer F }
  ? F extends string
    ? F
    : F extends true
      ? K
      : never
  : never;

/** How a filter's value is checked: switches as booleans, ids as ids, texts within the property's own length. */
type FilterOf<P> = P extends { readonly type: 'boolean' }
  ? { readonly type: 'boolean' }
  : P extends { readonly 'x-ref': string }
    ? IdFilter
    : P extends { readonly maxLength: infer M }
      ? { readonly type: 'string'; readonly maxLength: M }
      : { readonly type: 'string' };

type FiltersOf<Props> = { readonly [K in keyof Props & string as ParamOf<K, Props[K]>]: FilterOf<Props[K]> };

function filterOf(property: FilterSource): object {
  if (property.type === 'boolean') return { type: 'boolean' };
  if (property['x-ref']) return idFilter;
  return property.maxLength === undefined ? { type: 'string' } : { type: 'string', maxLength: property.maxLength };
}

/** The filters of an entity schema, keyed by query parameter, in property order. */
function filtersOf<Props extends Record<string, unknown>>(properties: Props): FiltersOf<Props> {
  return Object.fromEntries(
    listFilters({ properties }).map(({ param, hints }) => [param, filterOf(hints as FilterSource)]),
  ) as FiltersOf<Props>;
}

/**
 * The list-query schema of `entity`: paging, `orderBy` among `sortable` (the first is the default),
 * `order`, the entity's filters, then `extra`: parameters the list takes beyond its filters, or a filter it checks otherwise.
 */
export function listQuerySchema<
  const Id extends string,
  const Props extends Record<string, unknown>,
  const Sort extends readonly [string, ...string[]],
  const Extra extends Record<string, object> = Record<never, never>,
>($id: Id, entity: { readonly properties: Props }, sortable: Sort, extra?: Extra) {
  return {
    $id,
    type: 'object',
    properties: {
      ...paging(),
      orderBy: { type: 'string', enum: sortable, default: sortable[0] as Sort[0] },
      order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
      ...filtersOf(entity.properties),
      ...(extra ?? ({} as Extra)),
      timestamp: { type: 'string' },
    },
    additionalProperties: false,
  } as const;
}
