import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maskValue, type PersonalKind } from '../../src/domain/personalData';
import type { AccessAction } from '../../src/schemas/personalData';
import type { AuthContext } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Writes the access log's entry of what this request shows or sends (a signed-in request only). */
    logAccess(entry: AccessEntry): Promise<void>;
  }
}

/** What was looked at: the record, its tenant and its customer's phone. */
export interface AccessEntry {
  action: AccessAction;
  /** In words, e.g. '通话记录 王先生'. */
  target: string;
  recordId?: string | null;
  customerPhone?: string | null;
  /** The tenant whose data it is; the session's own when not given. */
  tenantId?: string | null;
}

/** Where the access log is written. */
interface AccessWriter {
  write(session: AuthContext, address: string, entry: AccessEntry): Promise<void>;
}

/**
 * One masking step for every answer (PIPL): a route's answer schema marks each field that holds a customer's
 * phone or ID number with `x-pii` (src/schemas), and before the answer is serialized every such value is
 * masked unless the session's tenant lets its role see them in full. The plan of where those fields lie is
 * worked out once per route from its schema; a route without any gets no step at all.
 */
type Plan =
  | { kind: PersonalKind }
  | { properties?: Record<string, Plan>; items?: Plan; rest?: { plan: Plan; named: string[] }; alternatives?: Plan[] };

const PERSONAL_KINDS: readonly string[] = ['phone', 'idNumber', 'values'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Where a schema's personal fields lie; null when it has none. */
function personalPlan(schema: unknown): Plan | null {
  if (!isObject(schema)) return null;
  const marked = schema['x-pii'];
  if (typeof marked === 'string' && PERSONAL_KINDS.includes(marked)) return { kind: marked as PersonalKind };
  const plan: Exclude<Plan, { kind: PersonalKind }> = {};
  if (isObject(schema.properties)) {
    const properties: Record<string, Plan> = {};
    for (const [name, property] of Object.entries(schema.properties)) {
      const inner = personalPlan(property);
      if (inner) properties[name] = inner;
    }
    if (Object.keys(properties).length > 0) plan.properties = properties;
  }
  const items = personalPlan(schema.items);
  if (items) plan.items = items;
  const rest = personalPlan(schema.additionalProperties);
  if (rest) plan.rest = { plan: rest, named: isObject(schema.properties) ? Object.keys(schema.properties) : [] };
  const alternatives = [schema.anyOf, schema.oneOf, schema.allOf]
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .map(personalPlan)
    .filter((inner): inner is Plan => inner !== null);
  if (alternatives.length > 0) plan.alternatives = alternatives;
  return Object.keys(plan).length > 0 ? plan : null;
}

function maskDeep(kind: PersonalKind, value: unknown): unknown {
  if (typeof value === 'string') return maskValue(kind, value);
  if (Array.isArray(value)) return value.map((item) => maskDeep(kind, item));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDeep(kind, v)]));
  return value;
}

/** The value with every personal field the plan names masked; the value itself is left as it was. */
function maskByPlan(plan: Plan, value: unknown): unknown {
  if ('kind' in plan) return maskDeep(plan.kind, value);
  let result = value;
  if (Array.isArray(result) && plan.items) {
    const items = plan.items;
    result = result.map((item) => maskByPlan(items, item));
  } else if (isObject(result) && (plan.properties || plan.rest)) {
    const copy: Record<string, unknown> = { ...result };
    for (const [name, inner] of Object.entries(copy)) {
      const step =
        plan.properties?.[name] ?? (plan.rest && !plan.rest.named.includes(name) ? plan.rest.plan : undefined);
      if (step) copy[name] = maskByPlan(step, inner);
    }
    result = copy;
  }
  for (const alternative of plan.alternatives ?? []) result = maskByPlan(alternative, result);
  return result;
}

/** Whether the request's answer goes out masked: a signed-in session whose role may not see full values. */
export const masksFor = (request: FastifyRequest): boolean =>
  request.authContext !== null && !request.authContext.seesFullPersonalData;

/**
 * Adds the masking step to every route whose answer carries personal fields (before the routes are declared),
 * and gives each request its way to the access log.
 */
export function registerPersonalData(app: FastifyInstance, accessLog: AccessWriter): void {
  app.decorateRequest('logAccess', async function (this: FastifyRequest, entry: AccessEntry) {
    if (this.authContext) await accessLog.write(this.authContext, this.ip, entry);
  });
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    const plan = personalPlan(response?.[200]);
    if (!plan) return;
    const existing = route.preSerialization;
    const mask = async (request: FastifyRequest, _reply: unknown, payload: unknown) =>
      masksFor(request) ? maskByPlan(plan, payload) : payload;
    route.preSerialization = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), mask];
  });
}
