import type { FastifyInstance } from 'fastify';
import type { Scope } from '../../../src/domain/scope';
import { UUID_PATTERN } from '../../../src/schemas/fields';
import {
  RISK_NOTICE_STAGE,
  sopCheckpointInputSchema,
  sopCheckpointListQuerySchema,
  sopPaths,
  sopScriptInputSchema,
  sopScriptListQuerySchema,
  sopTexts,
  sopCheckpointListSchema,
  sopProductsSchema,
  sopScriptRecordSchema,
  type SopScriptRecord,
} from '../../../src/schemas/sop';
import { answerOf, idAnswer, listOf } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { conflict, forbidden, found, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { newScriptOwner } from '../../services/sop';

const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: UUID_PATTERN, errorMessage: '话术不存在' } },
  required: ['id'],
} as const;

/**
 * The SOP script library (everyone reads the scripts of their company and organisation; admins keep
 * those in their scope) and the 双录 checkpoints an agent records in their own room.
 */
export function sopRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const sop = ctx.sop;
  const oneScript = answerOf(sopScriptRecordSchema);

  const changeable = async (scope: Scope, id: string): Promise<SopScriptRecord> => {
    const found = await sop.find(scope, id);
    if (!found) throw notFound();
    if (!found.mayChange) throw forbidden(sopTexts.notYours);
    return found;
  };

  app.get(
    sopPaths.scriptList,
    { schema: { querystring: sopScriptListQuerySchema, response: answerOf(listOf(sopScriptRecordSchema)) } },
    async (request) => {
      const q = request.query;
      return ok(
        await sop.list(scopeOf(auth(request)), {
          pageIndex: q.pageIndex ?? 1,
          pageSize: q.pageSize ?? 10,
          product: q.product,
          stage: q.stage,
          keyword: q.keyword,
        }),
      );
    },
  );

  app.get(sopPaths.products, { schema: { response: answerOf(sopProductsSchema) } }, async (request) =>
    ok({ list: await sop.products(scopeOf(auth(request))) }),
  );

  app.get(sopPaths.script, { schema: { params: idParams, response: oneScript } }, async (request) => {
    const found = await sop.find(scopeOf(auth(request)), request.params.id);
    if (!found) throw notFound();
    return ok(found);
  });

  app.post(sopPaths.scripts, { schema: { body: sopScriptInputSchema, response: oneScript } }, async (request) => {
    const scope = scopeOf(auth(request));
    const owner = newScriptOwner(scope);
    if (!owner) throw forbidden(sopTexts.notYours);
    const id = await sop.insert(owner, request.body);
    return ok(found(await sop.find(scope, id)), sopTexts.created);
  });

  app.put(
    sopPaths.script,
    { schema: { params: idParams, body: sopScriptInputSchema, response: oneScript } },
    async (request) => {
      const scope = scopeOf(auth(request));
      const script = await changeable(scope, request.params.id);
      await sop.update(script._id, request.body);
      return ok(found(await sop.find(scope, script._id)), sopTexts.saved);
    },
  );

  app.delete(sopPaths.script, { schema: { params: idParams, response: answerOf(idAnswer) } }, async (request) => {
    const script = await changeable(scopeOf(auth(request)), request.params.id);
    await sop.remove(script._id);
    return ok({ _id: script._id }, sopTexts.deleted);
  });

  app.post(
    sopPaths.checkpoints,
    { schema: { body: sopCheckpointInputSchema, response: answerOf(idAnswer) } },
    async (request) => {
      const session = auth(request);
      const { serviceId, scriptId, kind } = request.body;
      const room = await sop.ownRoom(session.agentId, serviceId);
      if (!room) throw notFound();
      if (room.status !== 'inProgress') throw conflict(sopTexts.roomEnded);
      const at = ctx.now();
      if (kind === 'facePresent') {
        const id = await sop.addCheckpoint({ serviceId, agentId: session.agentId, script: null, kind, at });
        return ok({ _id: id }, sopTexts.recorded);
      }
      const script = scriptId ? await sop.find(scopeOf(session), scriptId) : null;
      if (!script) throw invalid({ scriptId: sopTexts.badCheckpoint });
      const keyword = kind === 'confirmation' ? (request.body.keyword?.trim() ?? '') : null;
      if (keyword !== null && !script.confirmKeywords.includes(keyword))
        throw invalid({ keyword: sopTexts.badKeyword });
      const text = request.body.text?.trim() || null;
      const id = await sop.addCheckpoint({
        serviceId,
        agentId: session.agentId,
        script,
        // Reading out a script of the risk-notice stage is the risk notice 双录 asks for.
        kind: kind === 'scriptRead' && script.stage === RISK_NOTICE_STAGE ? 'riskNotice' : kind,
        keyword,
        text,
        at,
      });
      return ok({ _id: id }, sopTexts.recorded);
    },
  );

  app.get(
    sopPaths.checkpointList,
    { schema: { querystring: sopCheckpointListQuerySchema, response: answerOf(sopCheckpointListSchema) } },
    async (request) => {
      const record = await sop.checkpoints(scopeOf(auth(request)), request.query.serviceId);
      if (!record) throw notFound();
      return ok(record);
    },
  );
}
