import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scopeFilter } from '../../../src/domain/scope';
import { answerOf } from '../../../src/schemas/answers';
import {
  customerSchemeQuery,
  customerSchemeSchema,
  generateSchemeSchema,
  miniProgramPaths,
  miniProgramTexts,
  schemeTaskId,
} from '../../../src/schemas/miniProgram';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { conflict, invalid, notFound, ok, type AppError } from '../../plugins/envelope';
import { MiniProgramLinkError, type JumpTarget, type MiniProgramLink } from '../../services/miniProgram/port';
import { publicOrigin } from '../../services/publicUrl';
import { typed } from '../../plugins/typedRoutes';

/** A kept link is made again this long before it expires, so a customer never gets one about to stop working. */
const RENEW_BEFORE_MS = 24 * 3600 * 1000;

/**
 * POST weixin/getGenerateScheme (spec 2 §7.4, spec 3 §7): the link that opens the tenant's mini program. Staff
 * ask for one of a recipient of their own tasks (the query's taskId, in the session's scope, of the tenant
 * named); a customer's page asks for its own once its answer hands over to the mini program, and gets the
 * link kept for it until it nears its expiry. The answer is the link, absolute.
 */
export function miniProgramRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  /** The link that opens the mini program, absolute. */
  const linkAnswer = answerOf({ type: 'string' });
  const recipients = ctx.deliveryRecipients;
  // The simulator's links are pages of ours; WeChat's (weixin://…) are absolute and stay as they are.
  const absolute = (request: FastifyRequest, link: string) =>
    new URL(link, `${publicOrigin(ctx.config, request)}/`).toString();
  const generate = async (
    request: FastifyRequest,
    target: JumpTarget,
    failed: (why: string) => AppError,
  ): Promise<MiniProgramLink> => {
    try {
      return await ctx.miniProgramLinks.generateScheme(target);
    } catch (err) {
      if (!(err instanceof MiniProgramLinkError)) throw err;
      request.log.warn({ err }, 'mini program link');
      throw failed(err.message);
    }
  };

  app.post(
    miniProgramPaths.scheme,
    { schema: { body: generateSchemeSchema, response: linkAnswer } },
    async (request) => {
      const { tenantCode, path, query } = request.body;
      const taskId = schemeTaskId(query);
      if (!taskId) throw invalid({ query: miniProgramTexts.badQuery });
      const filter = scopeFilter(scopeOf(auth(request)), {});
      const recipient = filter && (await recipients.inScope(filter, taskId));
      if (!recipient) throw notFound();
      if (recipient.tenantCode !== tenantCode) throw invalid({ tenantCode: miniProgramTexts.tenantMismatch });
      const link = await generate(request, { path, query }, (why) => conflict(miniProgramTexts.failedBecause(why)));
      return ok(absolute(request, link.openlink));
    },
  );

  app.post(
    miniProgramPaths.customerScheme,
    { config: { access: 'public' }, schema: { body: customerSchemeSchema, response: linkAnswer } },
    async (request) => {
      const found = await recipients.byLink(request.body.taskId);
      if (!found) throw notFound();
      const outcome = found.outcome === null ? null : found.interaction?.outcomes[found.outcome];
      if (outcome?.transferStrategy !== 'miniProgram') throw conflict(miniProgramTexts.notHandedOver);
      const kept = found.miniProgramLink;
      if (
        kept &&
        (found.miniProgramLinkExpiresAt === null ||
          found.miniProgramLinkExpiresAt.getTime() - RENEW_BEFORE_MS > ctx.now().getTime())
      )
        return ok(absolute(request, kept));
      const link = await generate(
        request,
        { path: ctx.config.miniProgramPath, query: customerSchemeQuery(found.id, found.tenantCode) },
        () => conflict(miniProgramTexts.failed),
      );
      await recipients.keepMiniProgramLink(found.id, link);
      return ok(absolute(request, link.openlink));
    },
  );
}
