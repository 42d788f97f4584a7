import { Ajv, type ErrorObject } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

export type ValidationIssue = Pick<ErrorObject, 'instancePath' | 'message' | 'params' | 'keyword'>;

/**
 * The server's validator: the schemas of src/schemas, with their Chinese messages (ajv-errors).
 * Query strings are coerced; unknown body properties are refused by the schemas themselves.
 */
export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, coerceTypes: 'array', useDefaults: true, strict: false });
  addFormats.default(ajv);
  ajvErrors.default(ajv);
  return ajv;
}

function fieldOf(issue: ValidationIssue): string {
  const missing = (issue.params as { missingProperty?: unknown }).missingProperty;
  if (typeof missing === 'string') return missing;
  const inner = (issue.params as { errors?: ValidationIssue[] }).errors?.[0];
  if (issue.instancePath === '' && inner) return fieldOf(inner);
  if (issue.keyword === 'additionalProperties') {
    const extra = (issue.params as { additionalProperty?: unknown }).additionalProperty;
    if (typeof extra === 'string') return extra;
  }
  return issue.instancePath.split('/').filter(Boolean).join('.') || '_';
}

function messageOf(issue: ValidationIssue): string {
  if (issue.keyword === 'additionalProperties') return '不支持的字段';
  return issue.message ?? '输入有误';
}

/** One message per field: the first one found, which is the one a person fixes first. */
export function fieldsFromAjvErrors(issues: readonly ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (!(field in fields)) fields[field] = messageOf(issue);
  }
  return fields;
}

export function registerValidation(app: FastifyInstance): void {
  const ajv = createAjv();
  app.setValidatorCompiler(({ schema }) => {
    const id = (schema as { $id?: unknown }).$id;
    // A schema with an $id is compiled once, however many routes use it.
    const known = typeof id === 'string' ? ajv.getSchema(id) : undefined;
    return known ?? ajv.compile(schema);
  });
}
