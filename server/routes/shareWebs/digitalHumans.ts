import type { FastifyInstance } from 'fastify';
import { pageLink } from '../../../src/domain/pages';
import { answerOf } from '../../../src/schemas/answers';
import { ErrCode } from '../../../src/schemas/api';
import {
  digitalHumanObserveParamsSchema,
  digitalHumanPaths,
  digitalHumanPlayQuerySchema,
  digitalHumanTexts,
  digitalHumanVideoSchema,
  type DigitalHumanVideo,
} from '../../../src/schemas/digitalHuman';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { AppError, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';

/**
 * A digital-human link's video (issue 28): its state and, once made, its signed addresses. The signed-in
 * user who may see the link reads it with the customer's link to it (/digitalModalIframe, signed for a week);
 * whoever holds that link reads the video of an enabled link, and nothing else of it.
 */
export function digitalHumanRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const gone = () => new AppError(ErrCode.notFound, digitalHumanTexts.notFound);

  const video = async (
    row: { id: string; name: string; words: string | null; digitalVideoId: string | null },
    customerLink: string | null,
  ): Promise<DigitalHumanVideo> => {
    const render = await ctx.digitalHumanVideos.render(row.digitalVideoId);
    if (!render) throw new AppError(ErrCode.notFound, digitalHumanTexts.noSpeech);
    return { _id: row.id, name: row.name, words: row.words, render, customerLink };
  };

  app.get(
    digitalHumanPaths.observe,
    { schema: { params: digitalHumanObserveParamsSchema, response: answerOf(digitalHumanVideoSchema) } },
    async (request) => {
      const row = await ctx.shareWebs.find(request.params.resWebId, scopeOf(auth(request)));
      if (!row || row.type !== 'digitalMan') throw gone();
      const signed = Object.fromEntries(new URLSearchParams(ctx.digitalHumanLinks.query([row.id])));
      return ok(await video(row, pageLink('digitalHumanPlayer', {}, { resWebId: row.id, ...signed })));
    },
  );

  app.get(
    digitalHumanPaths.play,
    {
      config: { access: 'public' as const },
      schema: { querystring: digitalHumanPlayQuerySchema, response: answerOf(digitalHumanVideoSchema) },
    },
    async (request) => {
      const { resWebId, expires, signature } = request.query;
      if (!ctx.digitalHumanLinks.valid([resWebId], Number(expires), signature)) throw gone();
      const row = await ctx.shareWebs.byId(resWebId);
      if (!row || row.type !== 'digitalMan' || !row.status) throw gone();
      return ok(await video({ ...row, words: null }, null));
    },
  );
}
