import type { FastifyInstance } from 'fastify';
import { auditedListOptions, waitingFor } from '../../services/auditFlow';
import { sharedScope } from '../../services/contentAccess';
import { scopeFilter } from '../../../src/domain/scope';
import { answerOf, fileAnswer, idAnswer, listOf } from '../../../src/schemas/answers';
import { idParamsSchema } from '../../../src/schemas/fields';
import {
  videoContentCheckSchema,
  videoContentCreateSchema,
  videoContentListQuerySchema,
  videoContentPaths,
  videoContentRowSchema,
  videoContentTexts,
  videoMediaParamsSchema,
  videoMediaQuerySchema,
  type VideoContentListQuery,
  type VideoContentRow,
} from '../../../src/schemas/videoContent';
import type { AppContext } from '../../context';
import { auth, inScope, scopeOf } from '../../plugins/auth';
import { forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { sendMedia } from '../../services/byteRanges';
import type { AuthContext } from '../../services/sessions';
import type { MediaKind } from '../../services/videoContents/links';
import type { VideoRenders } from '../../services/videoContents/renders';
import type { VideoContentRecord } from '../../services/videoContents/store';
import { previewRoutes } from './previews';
import { itemTagsSchema, tagLinkTexts } from '../../../src/schemas/contentTagLinks';

const MEDIA_KINDS: readonly MediaKind[] = [
  'video',
  'poster',
  'previewVideo',
  'previewPoster',
  'digitalVideo',
  'digitalPoster',
];
const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * Video content (spec 3 §3, §4): made from a template's approved version only, rendered by a queued job
 * whose progress the list shows (a failure says why and is retried), submitted once ready and audited by
 * level 3 (status 2) or level 4 (status 12) like templates. Scope is the session's.
 */
export function videoContentRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const store = ctx.videoContents;
  const renders: VideoRenders = ctx.videoRenders;
  const tagLinks = ctx.contentTagLinks;
  const audits = ctx.auditFlow;

  const toRow = (r: VideoContentRecord): Omit<VideoContentRow, 'tags'> => ({
    _id: r.id,
    name: r.name,
    status: r.status,
    template: { _id: r.templateId, name: r.templateName, version: r.templateVersion },
    variables: r.variables,
    render: renders.record(r, { video: 'video', poster: 'poster' }),
    reason: r.reason,
    agent:
      r.agentId === null
        ? { _id: '', loginName: '', fullName: '已删除用户' }
        : { _id: r.agentId, loginName: r.loginName ?? '', fullName: r.fullName ?? '' },
    tenant: { _id: r.tenantId, name: r.tenantName },
    orgAccount: r.orgAccountId === null ? null : { _id: r.orgAccountId, orgName: r.orgName ?? '' },
    submittedAt: iso(r.submittedAt),
    auditedAt: iso(r.auditedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  });
  const scoped = (session: AuthContext) => scopeFilter(scopeOf(session), {});
  const visible = inScope((id, filter) => store.get(id, filter));
  const listOptions = (q: VideoContentListQuery) => ({ ...auditedListOptions(q), tagId: q.tagId });
  const tagged = (rows: readonly VideoContentRecord[]): Promise<VideoContentRow[]> =>
    tagLinks.withTags('videoContent', rows.map(toRow));
  const one = async (session: AuthContext, id: string): Promise<VideoContentRow> =>
    (await tagged([await visible(session, id)]))[0]!;

  const listSchema = { querystring: videoContentListQuerySchema, response: answerOf(listOf(videoContentRowSchema)) };
  app.get(videoContentPaths.list, { schema: listSchema }, async (request) => {
    const filter = scoped(auth(request));
    if (!filter) return ok({ list: [], count: 0 });
    const { rows, count } = await store.list(filter, listOptions(request.query));
    return ok({ list: await tagged(rows), count });
  });

  app.get(videoContentPaths.auditList, { schema: listSchema }, async (request) => {
    const session = auth(request);
    const waiting = waitingFor(session.level);
    const filter = scoped(session);
    if (waiting === null || !filter) return ok({ list: [], count: 0 });
    const { rows, count } = await store.list(filter, { ...listOptions(request.query), status: undefined }, [waiting]);
    return ok({ list: await tagged(rows), count });
  });

  /** 展业素材: the approved, rendered contents of the viewer's tenant shared with its organisation. */
  app.get(videoContentPaths.shared, { schema: listSchema }, async (request) => {
    const shared = sharedScope(scopeOf(auth(request)));
    if (!shared) return ok({ list: [], count: 0 });
    const { rows, count } = await store.sharedList(shared, listOptions(request.query));
    return ok({ list: await tagged(rows), count });
  });

  const rowAnswer = answerOf(videoContentRowSchema);
  app.get(videoContentPaths.one, { schema: { params: idParamsSchema, response: rowAnswer } }, async (request) =>
    ok(await one(auth(request), request.params.id)),
  );

  app.post(
    videoContentPaths.base,
    { schema: { body: videoContentCreateSchema, response: rowAnswer } },
    async (request) => {
      const session = auth(request);
      if (session.tenantId === null) throw forbidden(videoContentTexts.noTenant);
      const filter = scoped(session);
      const approved = filter && (await store.approvedTemplate(request.body.templateId, filter));
      if (!approved) throw invalid({ templateId: videoContentTexts.notApproved });
      const id = await store.create(
        { tenantId: session.tenantId, orgAccountId: session.orgAccountId, agentId: session.agentId },
        {
          name: request.body.name.trim(),
          templateId: request.body.templateId,
          templateVersion: approved.version,
          variables: request.body.variables ?? {},
        },
      );
      await renders.queueContent(id, 1);
      return ok(await one(session, id), videoContentTexts.created);
    },
  );

  const byId = { params: idParamsSchema, response: rowAnswer };
  app.post(videoContentPaths.retry, { schema: byId }, async (request) => {
    const session = auth(request);
    const current = await visible(session, request.params.id);
    const attempt = await store.retry(current.id);
    await audits.retry(
      attempt === null ? [] : [{ id: current.id, renderAttempt: attempt }],
      videoContentTexts.notFailed,
    );
    return ok(await one(session, current.id), videoContentTexts.retried);
  });

  app.post(videoContentPaths.submit, { schema: byId }, async (request) => {
    const session = auth(request);
    const current = await visible(session, request.params.id);
    await audits.submit('videoContent', store, session, current);
    return ok(await one(session, current.id), videoContentTexts.submitted);
  });

  app.put(videoContentPaths.check, { schema: { ...byId, body: videoContentCheckSchema } }, async (request) => {
    const session = auth(request);
    const current = await visible(session, request.params.id);
    const item = { ...current, authors: [current.agentId, current.submittedBy] };
    await audits.check('videoContent', store, session, item, request.body);
    return ok(await one(session, current.id), videoContentTexts.audited);
  });

  /** Attaches material tags (type 2) of the content's tenant or the platform; every tag the content keeps. */
  app.put(videoContentPaths.tags, { schema: { ...byId, body: itemTagsSchema } }, async (request) => {
    const session = auth(request);
    const current = await visible(session, request.params.id);
    await tagLinks.set(
      scopeOf(session),
      'videoContent',
      { id: current.id, tenantId: current.tenantId },
      request.body.tagIds,
    );
    return ok(await one(session, current.id), tagLinkTexts.saved);
  });

  const removed = { params: idParamsSchema, response: answerOf(idAnswer) };
  app.delete(videoContentPaths.one, { schema: removed }, async (request) => {
    const current = await visible(auth(request), request.params.id);
    await renders.removeFiles(await store.remove(current.id));
    await tagLinks.clear('videoContent', current.id);
    return ok({ _id: current.id }, videoContentTexts.deleted);
  });

  app.get(
    videoContentPaths.media,
    {
      config: { access: 'public' as const },
      schema: { params: videoMediaParamsSchema, querystring: videoMediaQuerySchema, response: fileAnswer },
    },
    async (request, reply) => {
      const kind = MEDIA_KINDS.find((k) => k === request.params.kind);
      const { id } = request.params;
      if (!kind || !renders.links.valid(kind, id, Number(request.query.expires), request.query.signature ?? ''))
        throw notFound();
      const key = await renders.mediaKey(kind, id);
      if (!key) throw notFound();
      reply
        .header('content-type', key.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600');
      if (await sendMedia(reply, ctx.storage, key, request.headers.range)) return reply;
      throw notFound();
    },
  );

  previewRoutes(fastify, ctx, renders);
}
