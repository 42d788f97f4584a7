import { Ajv, type ErrorObject } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';

export type ValidationIssue = Pick<ErrorObject, 'instancePath' | 'message' | 'params' | 'keyword' | 'parentSchema'>;

/**
 * The server's validator: the schemas of src/schemas, with their Chinese messages (ajv-errors).
 * Query strings are coerced; unknown body properties are refused by the schemas themselves.
 */
export function createAjv(): Ajv {
  // verbose: each error carries its schema, whose title names the field in the Chinese message.
  const ajv = new Ajv({ allErrors: true, coerceTypes: 'array', useDefaults: true, strict: false, verbose: true });
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

interface TitledSchema {
  title?: string;
  properties?: Record<string, { title?: string }>;
}

const typeNames: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '文本',
  boolean: '是或否',
  array: '列表',
  object: '对象',
};

/** The Chinese text of a check a schema gives no message of its own for, naming the field by its title. */
function defaultMessage(issue: ValidationIssue, field: string): string {
  const schema = (issue.parentSchema ?? {}) as TitledSchema;
  const params = issue.params as Record<string, unknown>;
  if (issue.keyword === 'required') return `请填写${schema.properties?.[field]?.title ?? field}`;
  const label = schema.title ?? (field === '_' ? '请求内容' : field);
  const limit = String(params.limit ?? '');
  switch (issue.keyword) {
    case 'type': {
      const wanted = String(params.type ?? '').split(',')[0] ?? '';
      return `${label}需为${typeNames[wanted] ?? '正确的类型'}`;
    }
    case 'minLength':
      return limit === '1' ? `请填写${label}` : `${label}不能少于${limit}个字符`;
    case 'maxLength':
      return `${label}不能超过${limit}个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label}不能小于${limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label}不能大于${limit}`;
    case 'minItems':
      return `${label}至少需要${limit}项`;
    case 'maxItems':
      return `${label}最多${limit}项`;
    case 'uniqueItems':
      return `${label}不能有重复项`;
    case 'enum':
    case 'const':
      return `${label}的取值不正确`;
    default:
      return `${label}格式不正确`;
  }
}

function messageOf(issue: ValidationIssue, field: string): string {
  if (issue.keyword === 'additionalProperties') return '不支持的字段';
  // ajv-errors gives the schema's own Chinese text under the keyword errorMessage.
  if (issue.keyword === 'errorMessage') return issue.message ?? '输入有误';
  return defaultMessage(issue, field);
}

/** One message per field: the first one found, which is the one a person fixes first. */
export function fieldsFromAjvErrors(issues: readonly ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (!(field in fields)) fields[field] = messageOf(issue, field);
  }
  return fields;
}

/**
 * One validator for every app of the process: the schemas are module constants, so what one app compiled
 * serves the next (a process that builds many apps, as tests do, compiles each schema once).
 */
let shared: ReturnType<typeof createAjv> | null = null;

/**
 * The response serializers of every app of the process, by their schema's JSON: routes build their answer
 * schemas as they register (answerOf), so the same schema comes back as a new object with each app. Compiling
 * one (fast-json-stringify, with an Ajv of its own) was a third of an app's start.
 */
const serializers = new Map<string, (data: unknown) => string>();

export function registerValidation(app: FastifyInstance): void {
  const ajv = (shared ??= createAjv());
  app.setValidatorCompiler(({ schema }) => {
    const id = (schema as { $id?: unknown }).$id;
    // A schema with an $id is compiled once, however many routes use it.
    const known = typeof id === 'string' ? ajv.getSchema(id) : undefined;
    return known ?? ajv.compile(schema);
  });
  app.setSerializerCompiler(({ schema }) => {
    const key = JSON.stringify(schema);
    let serialize = serializers.get(key);
    if (!serialize) {
      serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
      serializers.set(key, serialize);
    }
    return serialize;
  });
}
