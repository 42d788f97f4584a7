/**
 * The schema-ui vocabulary: keywords a property of an entity schema may carry besides JSON Schema's
 * own. Validators ignore them; src/resources/schema-ui reads them to build lists, filters and forms,
 * and the server reads titles for export headers. One edit to a property reaches all of them.
 */
import type { PersonalKind } from '../domain/personalData';
import type { RevealRecord } from './personalData';

interface ListHint {
  /** Where the value lives in a listed record when it is not the property itself (e.g. 'tenant.name'). */
  source?: string;
  sortable?: boolean;
}

export interface PropertyHints {
  title?: string;
  /** Shown as a list column (and an export column). */
  'x-list'?: boolean | ListHint;
  /** Offered as a list filter and taken by the list's query (listQuery.ts); a string names the query parameter when it differs from the property (e.g. 'searchTenant'). */
  'x-filter'?: boolean | string;
  /** Holds the id of a record of another resource, picked from its list. */
  'x-ref'?: 'tenant' | 'orgAccount' | 'sysRole' | 'agent' | 'insurancePlanBook' | 'avatar' | 'voice';
  /** Shown on create and read-only on edit. */
  'x-createOnly'?: boolean;
  /** Sent on create only (passwords). */
  'x-createOnlyHidden'?: boolean;
  /** Not a field of the form (transport flags such as `encrypted`). */
  'x-hidden'?: boolean;
  /** Shown only when the form's situation calls for the group (e.g. 'live' for live-system users). */
  'x-group'?: string;
  /** A hand-written form field for the whole property (e.g. 'workingTime'). */
  'x-field'?: string;
  /** An image URL, uploaded from the form. */
  'x-image'?: boolean;
  /** Text that may hold tabs and line breaks; every other string is one line (server/plugins/inputGuard.ts). */
  'x-multiline'?: boolean;
  /** Labels of enum values, in the same order. */
  'x-enumNames'?: readonly string[];
  /** A customer's personal data (src/domain/personalData.ts): masked for a role that may not see it in full. */
  'x-pii'?: PersonalKind;
  /** The record a masked value of a list is revealed from, one click each (logged). */
  'x-reveal'?: RevealRecord;
}

interface ObjectSchemaLike {
  properties?: Record<string, unknown>;
}

export interface ListColumn {
  field: string;
  title: string;
  source: string;
  sortable: boolean;
  hints: PropertyHints & { type?: string; format?: string; enum?: readonly unknown[] };
}

/** The columns of a schema's list, in property order. */
export function listColumns(schema: ObjectSchemaLike): ListColumn[] {
  const columns: ListColumn[] = [];
  for (const [field, raw] of Object.entries(schema.properties ?? {})) {
    const hints = raw as ListColumn['hints'];
    const list = hints['x-list'];
    if (!list) continue;
    const detail = typeof list === 'object' ? list : {};
    columns.push({
      field,
      title: hints.title ?? field,
      source: detail.source ?? field,
      sortable: detail.sortable ?? false,
      hints,
    });
  }
  return columns;
}

/** The properties offered as filters, with the query parameter each is sent as. */
export function listFilters(
  schema: ObjectSchemaLike,
): { field: string; param: string; title: string; hints: ListColumn['hints'] }[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, raw]) => (raw as PropertyHints)['x-filter'])
    .map(([field, raw]) => {
      const hints = raw as ListColumn['hints'];
      const param = typeof hints['x-filter'] === 'string' ? hints['x-filter'] : field;
      return { field, param, title: hints.title ?? field, hints };
    });
}

/** Reads a dotted path ('tenant.name') out of a record. */
export function valueAt(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
