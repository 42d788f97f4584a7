import type { FastifyInstance, FastifyRequest } from 'fastify';
import { levelAtLeast, scopeFilter } from '../../../src/domain/scope';
import {
  defaultShareWebType,
  shareWebColumns,
  shareWebCreateSchema,
  shareWebExportQuerySchema,
  shareWebIdQuerySchema,
  shareWebListQuerySchema,
  shareWebPaths,
  shareWebTexts,
  shareWebUpdateSchema,
  shareWebRecordSchema,
  type ShareWebCreateInput,
  type ShareWebRecord,
  type ShareWebType,
} from '../../../src/schemas/shareWeb';
import { answerOf, fileAnswer, idAnswer, listOf } from '../../../src/schemas/answers';
import { idParamsSchema, isUuid } from '../../../src/schemas/fields';
import { PLAN_BOOK_KINDS, planBookTexts } from '../../../src/schemas/insurancePlanBook';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { mayChange, publicity, resolveOwnership, roomsSeeing } from '../../services/contentAccess';
import { xlsxReply } from '../../services/excel';
import { chinaDateTime } from '../../../src/domain/chinaTime';
import { toShareWebRecord } from '../../services/shareWebs';
import { pageLink } from '../../../src/domain/pages';
import { randomUUID } from 'node:crypto';
import type { Scope } from '../../../src/domain/scope';
import { digitalHumanRoutes } from './digitalHumans';
import { digitalSpeechOf, type DigitalFields } from './digitalSpeech';

const TYPE_TEXTS: Record<ShareWebType, string> = {
  sells: '产品链接',
  measurement: '测算链接',
  digitalMan: '数字人',
  yxzx: '营销中心',
};

function exportCells(record: ShareWebRecord) {
  return {
    name: record.name,
    type: TYPE_TEXTS[record.type],
    url: record.url,
    status: record.status ? '启用' : '停用',
    isPublic: record.isPublic ? '是' : '否',
    range: record.range === 1 ? '全公司' : '本机构',
    agent: record.agent?.fullName ?? '',
    orgAccount: record.orgAccount.orgName,
    tenant: record.tenant.name,
    createdAt: chinaDateTime(record.createdAt),
  };
}

const trimmedName = (name: string | undefined) => {
  const trimmed = name?.trim();
  if (trimmed === '') throw invalid({ name: shareWebTexts.nameRequired });
  return trimmed;
};

/** H5 links (spec 1 §7.2): the list, its export, and create, edit, delete and detail of one link. */
export function shareWebRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const shareWebs = ctx.shareWebs;
  const oneLink = answerOf(shareWebRecordSchema);

  /** The type a list shows when none is asked for: the tenant's default (measurement for cmb_videoSells). */
  const defaultType = async (request: FastifyRequest, tenant: string | undefined) =>
    defaultShareWebType(await shareWebs.tenantCode(tenant || auth(request).tenantId));

  app.get(
    shareWebPaths.list,
    { schema: { querystring: shareWebListQuerySchema, response: answerOf(listOf(shareWebRecordSchema)) } },
    async (request) => {
      const q = request.query;
      const type = q.type ?? (await defaultType(request, q.tenant));
      return ok(
        await shareWebs.list(
          scopeOf(auth(request)),
          { ...q, type },
          {
            pageIndex: q.pageIndex ?? 1,
            pageSize: q.pageSize ?? 10,
            orderBy: q.orderBy ?? 'createdAt',
            order: q.order ?? 'desc',
          },
        ),
      );
    },
  );

  /** A marketing-centre item shows a thumbnail; a digital-human material names a plan book of its company (spec 2 §2.2, §5). */
  const checkTypeNeeds = async (
    type: ShareWebType,
    tenantId: string,
    item: { thumbnail?: string | null | undefined; insurancePlanBookId?: string | null | undefined },
  ) => {
    if (type === 'yxzx' && !item.thumbnail) throw invalid({ thumbnail: shareWebTexts.thumbnailRequired });
    if (type !== 'digitalMan') return;
    const bookId = item.insurancePlanBookId;
    if (!bookId) throw invalid({ insurancePlanBookId: planBookTexts.planBookRequired });
    const book =
      isUuid(bookId) &&
      (await ctx.db
        .selectFrom('insurancePlanBooks')
        .select('id')
        .where('id', '=', bookId)
        .where('tenantId', '=', tenantId)
        .where('kind', 'in', [...PLAN_BOOK_KINDS])
        .executeTakeFirst());
    if (!book) throw invalid({ insurancePlanBookId: planBookTexts.planBookRequired });
  };

  /**
   * A digital-human link with an avatar speaks (issue 28): its speech is checked, its video queued (or found
   * made), and its address is its own page (numberObserve). Its fields are stored with the video's id.
   */
  const speaking = async (scope: Scope, tenantId: string, id: string, given: DigitalFields) => {
    const speech = await digitalSpeechOf(ctx, scope, tenantId, given);
    return {
      url: pageLink('digitalHumanObserve', { resWebId: id }),
      avatarId: speech.avatarId,
      voiceId: speech.voiceId,
      speedRate: speech.speed,
      words: speech.words,
      digitalVideoId: await ctx.digitalHumanVideos.request(speech),
    };
  };

  const create = async (request: FastifyRequest<{ Body: ShareWebCreateInput }>) => {
    const scope = scopeOf(auth(request));
    const body = request.body;
    const owner = await resolveOwnership(ctx.db, scope, body, shareWebTexts.orgRequired);
    const type = body.type ?? defaultShareWebType(await shareWebs.tenantCode(owner.tenantId));
    await checkTypeNeeds(type, owner.tenantId, body);
    const url = body.url?.trim();
    // A digital human without a page of its own speaks: its avatar, voice and words are then required.
    const id = randomUUID();
    const digital =
      type === 'digitalMan' && (body.avatarId || !url) ? await speaking(scope, owner.tenantId, id, body) : null;
    if (!digital && !url) throw invalid({ url: shareWebTexts.urlRequired });
    const record = await shareWebs.insert({
      ...owner,
      id,
      type,
      name: trimmedName(body.name) ?? '',
      url: url ?? '',
      thumbnail: body.thumbnail || null,
      status: body.status !== 0,
      insurancePlanBookId: body.insurancePlanBookId ?? null,
      ...digital,
    });
    // Only the sockets that may read the new link hear of it (a private link: its owner and its admins).
    ctx.realtime.emitToViewers(roomsSeeing(owner), 'newShareWebAdded', {
      _id: record._id,
      type: record.type,
      name: record.name,
    });
    return ok(record, shareWebTexts.added);
  };
  for (const path of [shareWebPaths.base, shareWebPaths.createV2])
    app.post(path, { schema: { body: shareWebCreateSchema, response: oneLink } }, create);

  const getOne = async (id: string, request: FastifyRequest) => {
    const row = await shareWebs.find(id, scopeOf(auth(request)));
    if (!row) throw notFound();
    return row;
  };

  app.put(shareWebPaths.base, { schema: { body: shareWebUpdateSchema, response: oneLink } }, async (request) => {
    const scope = scopeOf(auth(request));
    const body = request.body;
    const row = await getOne(body.id, request);
    if (!mayChange(scope, row)) throw forbidden();
    await checkTypeNeeds(body.type ?? row.type, row.tenantId, {
      thumbnail: body.thumbnail === undefined ? row.thumbnail : body.thumbnail,
      insurancePlanBookId: body.insurancePlanBookId === undefined ? row.insurancePlanBookId : body.insurancePlanBookId,
    });
    const given = [body.avatarId, body.voiceId, body.speedRate, body.words].some((v) => v !== undefined);
    const digital =
      (body.type ?? row.type) === 'digitalMan' && given
        ? await speaking(scope, row.tenantId, row.id, {
            avatarId: body.avatarId ?? row.avatarId,
            voiceId: body.voiceId ?? row.voiceId,
            speedRate: body.speedRate ?? row.speedRate,
            words: body.words ?? row.words,
          })
        : null;
    const record = await shareWebs.update(row.id, {
      type: body.type,
      name: trimmedName(body.name),
      url: body.url?.trim(),
      thumbnail: body.thumbnail === undefined ? undefined : body.thumbnail || null,
      status: body.status === undefined ? undefined : body.status === 1,
      isPublic: publicity(scope, body.isPublic),
      range: body.range,
      insurancePlanBookId: body.insurancePlanBookId,
      ...digital,
    });
    return ok(record, shareWebTexts.edited);
  });

  app.delete(
    shareWebPaths.base,
    { schema: { querystring: shareWebIdQuerySchema, response: answerOf(idAnswer) } },
    async (request) => {
      const scope = scopeOf(auth(request));
      const row = await getOne(request.query.id, request);
      if (!mayChange(scope, row)) throw forbidden();
      await shareWebs.remove(row.id);
      return ok({ _id: row.id }, shareWebTexts.deleted);
    },
  );

  app.get(
    shareWebPaths.detail,
    { schema: { querystring: shareWebIdQuerySchema, response: oneLink } },
    async (request) => ok(toShareWebRecord(await getOne(request.query.id, request))),
  );

  app.get(
    shareWebPaths.export,
    { schema: { querystring: shareWebExportQuerySchema, response: fileAnswer } },
    async (request, reply) => {
      const scope = scopeOf(auth(request));
      if (!levelAtLeast(scope.level, '2')) throw forbidden();
      const q = request.query;
      const filter = scopeFilter(scope, { tenantId: q.tenant, orgAccountId: q.orgAccount });
      const type = q.type ?? (await defaultType(request, q.tenant));
      const order = { orderBy: q.orderBy ?? 'createdAt', order: q.order ?? 'desc' } as const;
      const records = filter
        ? await shareWebs.exportList(filter, { type, name: q.name, status: q.status, agent: q.agent }, order)
        : [];
      return xlsxReply(reply, 'H5链接列表', shareWebColumns, records.map(exportCells));
    },
  );

  app.get(shareWebPaths.one, { schema: { params: idParamsSchema, response: oneLink } }, async (request) =>
    ok(toShareWebRecord(await getOne(request.params.id, request))),
  );

  digitalHumanRoutes(fastify, ctx);
}
