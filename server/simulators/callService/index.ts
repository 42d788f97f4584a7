/**
 * The built-in stand-in of the 5G call service (spec 2 §7.3), mounted at /callsvc when CALL_SERVICE_URL
 * is unset: the protocol over HTTP with its envelope, and the customer's handset over a socket.io
 * namespace (handset.ts). The handset page itself is a page of the web app (/handset).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Server } from 'socket.io';
import {
  CALL_SIMULATOR_PREFIX,
  agentEventResultSchema,
  appTokenResultSchema,
  assignResultSchema,
  callServiceAnswerOf,
  callServiceEmptyAnswer,
  callServicePaths,
  callServiceTexts,
  type CallServiceEnvelope,
  type HandsetShare,
} from '../../../src/schemas/callService';
import { typed } from '../../plugins/typedRoutes';
import type { Clock } from '../../clock';
import { CallServiceError, assertLive, type SimulatedCall } from './call';
import { SimulatedCalls } from './calls';
import { serveHandsets } from './handset';

/** How long an agentEvent poll is held open when nothing happens (spec 2 §7.3 re-polls after each answer). */
const DEFAULT_POLL_HOLD_MS = 25_000;
/** The largest request body of the protocol (a share or a stream update): 200 page addresses fit many times over. */
export const SIMULATOR_BODY_LIMIT = 64 * 1024;
/** Every other request carries a few short fields; its body is refused past this, before it is parsed. */
const SMALL_BODY_LIMIT = 4 * 1024;
/** A share's address or name, and a stream update's value, longer than these are refused. */
const MAX_URL = 2048;
const MAX_NAME = 100;

export interface CallSimulator {
  calls: SimulatedCalls;
}

type Fields = Record<string, unknown>;

const text = (fields: Fields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};
const numberOf = (fields: Fields, name: string): number => {
  const value = Number(text(fields, name));
  return Number.isFinite(value) ? value : Number.NaN;
};
const fieldsOf = (request: FastifyRequest): Fields => ({
  ...(request.query && typeof request.query === 'object' ? (request.query as Fields) : {}),
  ...(request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Fields) : {}),
});

const ok = <T>(result?: T): CallServiceEnvelope<T> => ({
  errCode: 0,
  errInfo: 'success',
  ...(result === undefined ? {} : { result }),
});

/** The agent-event poll's path names the call's room; any text, an unknown one is the protocol's refusal. */
const agentEventParamsSchema = {
  type: 'object',
  properties: { serviceId: { type: 'string' } },
  required: ['serviceId'],
} as const;

const SHARE_KINDS = new Set(['image', 'link', 'none']);

function shareOf(value: unknown): HandsetShare {
  const share = value && typeof value === 'object' ? (value as Fields) : {};
  const kind = text(share, 'kind');
  if (!SHARE_KINDS.has(kind)) throw new CallServiceError(400, '未找到共享内容');
  if (kind === 'none') return { kind: 'none' };
  const name = text(share, 'name').slice(0, MAX_NAME);
  if (kind === 'link') {
    const url = text(share, 'url');
    if (url.length > MAX_URL || (!/^https?:\/\//.test(url) && !url.startsWith('/')))
      throw new CallServiceError(400, '未找到共享内容');
    return { kind: 'link', name, url };
  }
  const shareable = (url: unknown): url is string =>
    typeof url === 'string' && url.length <= MAX_URL && (/^https?:\/\//.test(url) || url.startsWith('/'));
  const urls = Array.isArray(share.urls) ? share.urls.filter(shareable) : [];
  if (urls.length === 0) throw new CallServiceError(400, '未找到共享内容');
  const kept = urls.slice(0, 200);
  const page = Math.floor(Number(share.page));
  return { kind: 'image', name, urls: kept, ...(page >= 1 ? { page: Math.min(page, kept.length) } : {}) };
}

export async function registerCallSimulator(
  app: FastifyInstance,
  io: Server,
  options: { clock: Clock; pollHoldMs?: number },
): Promise<CallSimulator> {
  const calls = new SimulatedCalls(options.clock);
  const holdMs = options.pollHoldMs ?? DEFAULT_POLL_HOLD_MS;
  const conference = serveHandsets(io, calls, app.log);
  app.addHook('preClose', async () => calls.releasePolls());

  await app.register(
    async (scope) => {
      // The forceEndVoiceCall beacon sends form fields.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );
      scope.setErrorHandler((error: Error & { statusCode?: number; errCode?: unknown }, request, reply) => {
        if (error instanceof CallServiceError)
          return reply.status(200).send({ errCode: error.errCode, errInfo: error.message });
        // The app's own refusals before the handler (the input guard's broken text or address) keep their words.
        if (typeof error.errCode === 'number' && error.errCode < 500)
          return reply.status(200).send({ errCode: error.errCode, errInfo: error.message });
        if (error.statusCode === 413)
          return reply.status(200).send({ errCode: 413, errInfo: callServiceTexts.tooLong });
        if (error.statusCode && error.statusCode < 500)
          return reply.status(200).send({ errCode: 400, errInfo: '请求数据格式错误' });
        request.log.error({ err: error }, 'call simulator failed');
        return reply.status(500).send({ errCode: 500, errInfo: '服务器内部错误' });
      });
      scope.setNotFoundHandler((_request, reply) => reply.status(404).send({ errCode: 404, errInfo: '接口不存在' }));
      // Every route but the token's needs a live token. One sent in the header is checked before the body is
      // read, so an anonymous caller costs no parsing; the end-call beacon sends it among its form fields.
      scope.addHook('onRequest', async (request) => {
        if (request.routeOptions.url === `${CALL_SIMULATOR_PREFIX}${callServicePaths.appToken}`) return;
        if (String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return;
        const header = request.headers['access-token'];
        calls.appOf(typeof header === 'string' ? header : undefined);
      });

      const appOf = (request: FastifyRequest, fields: Fields = {}) => {
        const header = request.headers['access-token'];
        return calls.appOf(typeof header === 'string' && header !== '' ? header : text(fields, 'access-token'));
      };
      const callOf = (request: FastifyRequest, fields: Fields): SimulatedCall => {
        const callId = text(fields, 'callId');
        if (!callId) throw new CallServiceError(400, callServiceTexts.badCallId);
        return calls.byCall(appOf(request, fields).appKey, callId);
      };
      const api = typed(scope);
      const small = { bodyLimit: SMALL_BODY_LIMIT };
      const large = { bodyLimit: SIMULATOR_BODY_LIMIT };
      const empty = { schema: { response: callServiceEmptyAnswer } };
      const text200 = { schema: { response: callServiceAnswerOf({ type: 'string' }) } };

      api.post(
        callServicePaths.appToken,
        { ...small, schema: { response: callServiceAnswerOf(appTokenResultSchema) } },
        async (request) => {
          const fields = fieldsOf(request);
          return ok({ token: calls.mintToken(text(fields, 'appKey'), text(fields, 'appSecret')) });
        },
      );
      api.post(
        callServicePaths.assign,
        { ...small, schema: { response: callServiceAnswerOf(assignResultSchema) } },
        async (request) => {
          const fields = fieldsOf(request);
          const call = calls.assign(appOf(request), text(fields, 'flowId'), text(fields, 'phone'));
          return ok({ serviceId: call.serviceId, callId: call.callId, handsetKey: call.handsetKey });
        },
      );
      api.post(callServicePaths.roomToken, { ...small, ...text200 }, async (request) => {
        const fields = fieldsOf(request);
        return ok(calls.byServiceId(appOf(request).appKey, text(fields, 'roomId')).roomToken);
      });
      api.post(callServicePaths.voiceCall, { ...small, ...empty }, async (request) => {
        const fields = fieldsOf(request);
        calls.dial(callOf(request, fields), numberOf(fields, 'mediaAbility'));
        return ok();
      });
      // A held poll reads no database, and the stop releases it (above): a stopping server need not wait for it.
      api.get(
        callServicePaths.agentEvent,
        {
          config: { heldPoll: true },
          schema: { params: agentEventParamsSchema, response: callServiceAnswerOf(agentEventResultSchema) },
        },
        async (request) => {
          const call = calls.byServiceId(appOf(request).appKey, request.params.serviceId);
          return ok({ event: await calls.nextEvent(call, holdMs) });
        },
      );
      api.get(callServicePaths.connected, empty, async (request) => {
        calls.connect(callOf(request, fieldsOf(request)));
        return ok();
      });
      api.get(callServicePaths.switchMedia, empty, async (request) => {
        const fields = fieldsOf(request);
        calls.switchMedia(callOf(request, fields), numberOf(fields, 'mediaType'));
        return ok();
      });
      api.post(callServicePaths.videoTime, { ...small, ...empty }, async (request) => {
        const fields = fieldsOf(request);
        const call = callOf(request, fields);
        const seconds = numberOf(fields, 'videoTime');
        if (seconds > 0) call.videoTime = Math.floor(seconds);
        return ok();
      });
      api.get(callServicePaths.endVoiceCall, empty, async (request) => {
        const fields = fieldsOf(request);
        const call = callOf(request, fields);
        calls.end(call, numberOf(fields, 'endType') || 1);
        return ok();
      });
      api.post(callServicePaths.forceEndVoiceCall, { ...small, ...empty }, async (request) => {
        const fields = fieldsOf(request);
        calls.end(callOf(request, fields), -1, numberOf(fields, 'videoTime'));
        return ok();
      });
      api.post(callServicePaths.recordingStart, { ...small, ...text200 }, async (request) => {
        const fields = fieldsOf(request);
        const type = text(fields, 'type') === 'audio' ? 'audio' : 'video';
        return ok(calls.startRecording(callOf(request, fields), type));
      });
      api.post(callServicePaths.recordingStop, { ...small, ...empty }, async (request) => {
        const fields = fieldsOf(request);
        calls.stopRecording(callOf(request, fields), text(fields, 'recordId'));
        return ok();
      });
      api.post(callServicePaths.streamUpdate, { ...large, ...empty }, async (request) => {
        const fields = fieldsOf(request);
        const call = calls.byServiceId(appOf(request).appKey, text(fields, 'roomId'));
        assertLive(call);
        const updates = Array.isArray(fields.streamUpdate)
          ? (fields.streamUpdate as Fields[])
              .slice(0, 20)
              .map((u) => ({ path: text(u ?? {}, 'path').slice(0, MAX_NAME), value: u?.value }))
          : [];
        if (updates.some((update) => JSON.stringify(update.value ?? null).length > MAX_URL))
          throw new CallServiceError(400, callServiceTexts.tooLong);
        conference.updateStream(call.serviceId, text(fields, 'streamId').slice(0, MAX_NAME) || call.serviceId, updates);
        return ok();
      });
      api.get(callServicePaths.releaseAgent, empty, async (request) => {
        appOf(request);
        if (!text(fieldsOf(request), 'agentId')) throw new CallServiceError(400, callServiceTexts.badAgentId);
        return ok();
      });
      api.post(callServicePaths.share, { ...large, ...empty }, async (request) => {
        const fields = fieldsOf(request);
        calls.share(calls.byServiceId(appOf(request).appKey, text(fields, 'serviceId')), shareOf(fields.share));
        return ok();
      });
    },
    { prefix: CALL_SIMULATOR_PREFIX },
  );
  return { calls };
}
