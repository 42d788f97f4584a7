import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { PropertyHints } from '../schemas/annotations';

export type FormMode = 'create' | 'edit';

export interface FormShape {
  /** Groups of fields shown in this situation (`x-group`). */
  groups?: readonly string[];
  /** Fields left out in this situation (decided by the page, e.g. by role level). */
  omit?: readonly string[];
}

type Property = RJSFSchema & PropertyHints & { readOnly?: boolean; default?: unknown };

/**
 * The entity schema as a form: read-only (record-only) fields, transport flags, fields of other groups
 * and create-only secrets on edit are left out; create-only fields are read-only on edit. Everything
 * else, including the validation and its Chinese messages, is the schema's own.
 */
export function formSchema(
  schema: object,
  mode: FormMode,
  shape: FormShape = {},
): { schema: RJSFSchema; uiSchema: UiSchema } {
  const source = schema as RJSFSchema & { properties?: Record<string, Property>; required?: string[] };
  const properties: Record<string, Property> = {};
  const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const [field, property] of Object.entries(source.properties ?? {})) {
    if (property.readOnly || property['x-hidden']) continue;
    if (shape.omit?.includes(field)) continue;
    if (property['x-group'] && !shape.groups?.includes(property['x-group'])) continue;
    if (mode === 'edit' && property['x-createOnlyHidden']) continue;
    const { default: fallback, ...rest } = property as Record<string, unknown>;
    properties[field] = mode === 'edit' ? (rest as Property) : property;
    if (mode === 'edit' && property['x-createOnly']) uiSchema[field] = { 'ui:readonly': true };
    if (property['x-ref']) uiSchema[field] = { ...(uiSchema[field] as object), 'ui:widget': 'ref' };
    if (property['x-image']) uiSchema[field] = { ...(uiSchema[field] as object), 'ui:widget': 'image' };
    if (property['x-enumNames'])
      uiSchema[field] = { ...(uiSchema[field] as object), 'ui:enumNames': [...property['x-enumNames']] };
    if (property['x-field']) uiSchema[field] = { ...(uiSchema[field] as object), 'ui:field': property['x-field'] };
    if (/password/i.test(field)) uiSchema[field] = { ...(uiSchema[field] as object), 'ui:widget': 'password' };
    void fallback;
  }
  const required = (source.required ?? []).filter((field) => field in properties);
  const { $id, ...rest } = source;
  void $id;
  return { schema: { ...rest, properties, required } as RJSFSchema, uiSchema };
}
