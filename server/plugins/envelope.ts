import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { OUT_OF_SCOPE_TEXTS, type ScopedField } from '../../src/domain/scope';
import { ErrCode, type Envelope } from '../../src/schemas/api';
import { CALL_SIMULATOR_PREFIX } from '../../src/schemas/callService';
import { API_PREFIX } from '../../src/schemas/paths';
import { fieldsFromAjvErrors, type ValidationIssue } from './validation';

/** A refusal a person can act on: HTTP 200 with a non-zero errCode and a Chinese errInfo. */
export class AppError extends Error {
  constructor(
    readonly errCode: number,
    message: string,
    readonly result?: unknown,
  ) {
    super(message);
  }
}

const NOT_FOUND_TEXT = '记录不存在或无权访问';
const FORBIDDEN_TEXT = '没有权限进行此操作';
export const NOT_SIGNED_IN_TEXT = '登录已失效，请重新登录';

export const notFound = () => new AppError(ErrCode.notFound, NOT_FOUND_TEXT);
/** The record, or the refusal that there is none in the caller's reach. */
export function found<T>(record: T | null | undefined): T {
  if (record === null || record === undefined) throw notFound();
  return record;
}
export const forbidden = (message = FORBIDDEN_TEXT) => new AppError(ErrCode.forbidden, message);
export const conflict = (message: string) => new AppError(ErrCode.conflict, message);
export const invalid = (fields: Record<string, string>) =>
  new AppError(ErrCode.invalid, Object.values(fields)[0] ?? '输入有误', { fields });

/** An id the caller may not use, refused by the field that carries it ('机构超出可选范围'). */
export const outOfScope = (field: ScopedField) => invalid({ [field]: OUT_OF_SCOPE_TEXTS[field] });

/**
 * An id a request may only name as the caller's own (or the one the server chose): leaving it out or
 * sending the own one is fine, any other is refused naming its field rather than silently replaced.
 */
export function assertOwn(field: ScopedField, sent: string | null | undefined, own: string | null): void {
  if (sent === undefined || sent === null || sent === '' || sent === own) return;
  throw outOfScope(field);
}

export function ok<T>(result?: T, errInfo?: string): Envelope<T> {
  const body: Envelope<T> = { errCode: ErrCode.ok };
  if (errInfo !== undefined) body.errInfo = errInfo;
  if (result !== undefined) body.result = result;
  return body;
}

/** HTTP statuses that stay transport errors; everything else a client causes is a business answer. */
const transportStatuses: Record<number, string> = {
  413: '上传内容过大',
  415: '不支持的内容类型',
  429: '请求过于频繁，请稍后重试',
};

/** Answers a browser's GET for a client-side route (the web app's index), or null to fall through. */
export type PageFallback = (reply: FastifyReply) => FastifyReply | null;

export function registerEnvelope(app: FastifyInstance, pageFallback?: PageFallback): void {
  app.setErrorHandler((error: FastifyError & { validation?: ValidationIssue[] }, request, reply) => {
    // A refusal is the envelope the handler below builds, not the route's answer: its answer schema does not apply.
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    if (error instanceof AppError) {
      const body: Envelope = { errCode: error.errCode, errInfo: error.message };
      if (error.result !== undefined) body.result = error.result;
      return reply.status(200).send(body);
    }
    if (error.validation) {
      const fields = fieldsFromAjvErrors(error.validation);
      return reply
        .status(200)
        .send({ errCode: ErrCode.invalid, errInfo: Object.values(fields)[0] ?? '输入有误', result: { fields } });
    }
    const status = error.statusCode ?? 500;
    const transportText = transportStatuses[status];
    if (transportText !== undefined) return reply.status(status).send({ errCode: status, errInfo: transportText });
    if (status >= 400 && status < 500) {
      return reply.status(200).send({ errCode: ErrCode.invalid, errInfo: '请求数据格式错误', result: { fields: {} } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ errCode: ErrCode.fault, errInfo: '服务器内部错误，请稍后重试' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_PREFIX) || request.url === '/api') {
      return reply.status(404).send({ errCode: ErrCode.notFound, errInfo: '接口不存在' });
    }
    // The call simulator's protocol is no page of the app, mounted or not.
    const underSimulator = request.url === CALL_SIMULATOR_PREFIX || request.url.startsWith(`${CALL_SIMULATOR_PREFIX}/`);
    const page = request.method === 'GET' && pageFallback && !underSimulator ? pageFallback(reply) : null;
    return page ?? reply.status(404).send('Not found');
  });
}
