import type { FastifyInstance } from 'fastify';
import { levelAtLeast } from '../../../src/domain/scope';
import { answerOf } from '../../../src/schemas/answers';
import { isUuid } from '../../../src/schemas/fields';
import {
  accessLogAnswer,
  accessLogQuerySchema,
  callConsentSchema,
  consentRecordSchema,
  customerConsentSchema,
  handsetConsentSchema,
  legalHoldAnswer,
  legalHoldSchema,
  personalDataPaths as paths,
  personalDataSettingsAnswer,
  personalDataSettingsQuerySchema,
  personalDataSettingsSchema,
  personalDataTexts as texts,
  retentionAnswer,
  retentionQuerySchema,
  retentionRunAnswer,
  retentionRunSchema,
  revealAnswer,
  revealSchema,
} from '../../../src/schemas/personalData';
import type { AppContext } from '../../context';
import { auth, type AuthContext } from '../../plugins/auth';
import { AppError, assertOwn, forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { ErrCode } from '../../../src/schemas/api';
import { typed } from '../../plugins/typedRoutes';
import { settingTenant } from '../mediaDeliverConfig/settingTenant';

/**
 * Personal data (PIPL): the tenant admin's rules, revealing one masked phone (logged), the access log,
 * retention's log, its run on demand and legal hold, and the customer's consent to be recorded.
 */
export function personalDataRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);

  /** The tenant an admin's request is about: their own, or the platform admin's pick; organisation admins and agents none. */
  const adminTenant = async (session: AuthContext, sent: string | undefined, change: boolean) => {
    if (!levelAtLeast(session.level, '3')) throw forbidden(texts.adminOnly);
    if (change && session.level !== '3') throw forbidden(texts.adminOnly);
    return settingTenant(ctx.db, session, sent, change);
  };

  app.get(
    paths.settings,
    { schema: { querystring: personalDataSettingsQuerySchema, response: answerOf(personalDataSettingsAnswer) } },
    async (request) =>
      ok(await ctx.privacySettings.view(await adminTenant(auth(request), request.query.tenant, false))),
  );

  app.put(
    paths.settings,
    { schema: { body: personalDataSettingsSchema, response: answerOf(personalDataSettingsAnswer) } },
    async (request) => {
      const tenantId = await adminTenant(auth(request), request.body.tenant, true);
      return ok(await ctx.privacySettings.save(tenantId, request.body), texts.saved);
    },
  );

  app.post(paths.reveal, { schema: { body: revealSchema, response: answerOf(revealAnswer) } }, async (request) => {
    const { record, id } = request.body;
    const found = await ctx.personalDataReveal.phone(auth(request), record, id);
    await request.logAccess({
      action: 'reveal',
      target: found.target,
      recordId: id,
      customerPhone: found.value,
      tenantId: found.tenantId,
    });
    return ok({ value: found.value });
  });

  app.get(
    paths.accessLog,
    { schema: { querystring: accessLogQuerySchema, response: answerOf(accessLogAnswer) } },
    async (request) => {
      const session = auth(request);
      const q = request.query;
      for (const key of ['beginTime', 'endTime'] as const)
        if (q[key] !== undefined && Number.isNaN(Date.parse(q[key] ?? ''))) throw invalid({ [key]: texts.timeInvalid });
      if (q.beginTime && q.endTime && Date.parse(q.beginTime) > Date.parse(q.endTime))
        throw invalid({ beginTime: texts.timeOrder });
      if (!levelAtLeast(session.level, '3')) throw forbidden(texts.adminOnly);
      if (session.level !== '4') assertOwn('tenant', q.searchTenant, session.tenantId);
      const tenantId = session.level === '4' ? q.searchTenant || undefined : (session.tenantId ?? undefined);
      // A tenant that is no id holds no log; a tenant admin's own is always one.
      if (tenantId !== undefined && !isUuid(tenantId)) return ok({ list: [], count: 0 });
      if (tenantId === undefined && session.level !== '4') return ok({ list: [], count: 0 });
      return ok(await ctx.accessLog.search(tenantId === undefined ? {} : { tenantId }, q));
    },
  );

  app.get(
    paths.retention,
    { schema: { querystring: retentionQuerySchema, response: answerOf(retentionAnswer) } },
    async (request) => {
      const q = request.query;
      const tenantId = await adminTenant(auth(request), q.tenant, false);
      return ok(await ctx.retention.deletions(tenantId, { pageIndex: q.pageIndex ?? 1, pageSize: q.pageSize ?? 10 }));
    },
  );

  app.post(
    paths.retentionRun,
    { schema: { body: retentionRunSchema, response: answerOf(retentionRunAnswer) } },
    async (request) => {
      const tenantId = await adminTenant(auth(request), request.body.tenant, true);
      return ok({ jobId: await ctx.retention.runNow(tenantId) }, texts.runQueued);
    },
  );

  app.put(
    paths.legalHold,
    { schema: { body: legalHoldSchema, response: answerOf(legalHoldAnswer) } },
    async (request) => {
      const session = auth(request);
      if (!levelAtLeast(session.level, '3')) throw forbidden(texts.adminOnly);
      const { serviceId, hold } = request.body;
      const held = await ctx.retention.hold(
        session.level === '4' ? undefined : (session.tenantId ?? ''),
        serviceId,
        hold,
      );
      if (held === null) throw notFound();
      return ok({ serviceId, legalHold: held }, hold ? texts.legalHoldOn : texts.legalHoldOff);
    },
  );

  /** The customer agrees to be recorded; the room keeps when, and the words they agreed to. */
  app.post(
    paths.customerConsent,
    { config: { access: 'public' }, schema: { body: customerConsentSchema, response: answerOf(consentRecordSchema) } },
    async (request) => {
      const room = await ctx.calls.views.roomForCustomer(request.body.serviceId, request.body.key);
      // A guest who typed the number agrees for themselves; the room keeps its customer's consent.
      if (room.role !== 'customer') return ok({ text: room.consent.text, at: ctx.now().toISOString() });
      return ok(await ctx.customerConsent.agree(room.serviceId, room.consent.text));
    },
  );

  const consentOfCall = async (callId: string) => {
    const consent = await ctx.customerConsent.ofCall(callId);
    if (!consent) throw new AppError(ErrCode.notFound, '呼叫已结束');
    return consent;
  };

  /** While waiting in the queue the customer reads the tenant's notice (before anyone answers). */
  app.get(
    paths.callConsent,
    {
      config: { access: 'public' },
      schema: { querystring: callConsentSchema, response: answerOf(consentRecordSchema) },
    },
    async (request) => ok(await consentOfCall(request.query.callId)),
  );

  /** ...and agrees there, so the room opens recording without a second question. */
  app.post(
    paths.callConsent,
    { config: { access: 'public' }, schema: { body: callConsentSchema, response: answerOf(consentRecordSchema) } },
    async (request) => {
      const consent = await consentOfCall(request.body.callId);
      if (consent.at) return ok(consent);
      return ok(await ctx.customerConsent.agreeForCall(request.body.callId, consent.text));
    },
  );

  /** The 5G session of the call a handset link's key opens: only that handset, only while the call lasts. */
  const consentOfHandset = async (key: string) => {
    const callId = ctx.callService.handsetCall(key);
    const found = callId === null ? null : await ctx.customerConsent.ofFiveGCall(callId);
    if (!found) throw new AppError(ErrCode.notFound, texts.consentCallEnded);
    return found;
  };

  /** Once a 5G call is connected the customer's handset shows the tenant's notice… */
  app.get(
    paths.handsetConsent,
    {
      config: { access: 'public' },
      schema: { querystring: handsetConsentSchema, response: answerOf(consentRecordSchema) },
    },
    async (request) => ok((await consentOfHandset(request.query.key)).consent),
  );

  /** …and the customer agrees there: the session keeps it, and its recording may start. */
  app.post(
    paths.handsetConsent,
    { config: { access: 'public' }, schema: { body: handsetConsentSchema, response: answerOf(consentRecordSchema) } },
    async (request) => {
      const { serviceId, consent } = await consentOfHandset(request.body.key);
      if (consent.at) return ok(consent);
      return ok(await ctx.customerConsent.agree(serviceId, consent.text));
    },
  );
}
