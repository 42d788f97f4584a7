import type { FastifyInstance } from 'fastify';
import { fileAnswer } from '../../../src/schemas/answers';
import {
  botPaths,
  nodePictureParamsSchema,
  signedMediaQuerySchema,
  type SignedMediaQuery,
} from '../../../src/schemas/bot';
import { idParamsSchema } from '../../../src/schemas/fields';
import type { AppContext } from '../../context';
import { notFound } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { sendMedia } from '../../services/byteRanges';
import type { SignedLinks } from '../../services/signedLinks';

/** A bot node's picture and spoken words at the signed addresses its view names (an <img> or <audio> sends no session header). */
export function botMediaRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const media = ctx.botMedia;
  const links = ctx.botLinks;
  const signed = (request: { query: SignedMediaQuery }, signer: SignedLinks, parts: string[]) =>
    signer.valid(parts, Number(request.query.expires), request.query.signature ?? '', ctx.now().getTime());
  const publicRoute = { config: { access: 'public' as const } };

  app.get(
    botPaths.nodePicture,
    {
      ...publicRoute,
      schema: { params: nodePictureParamsSchema, querystring: signedMediaQuerySchema, response: fileAnswer },
    },
    async (request, reply) => {
      const { templateId, pointId } = request.params;
      if (!signed(request, links.pictures, [templateId, pointId])) throw notFound();
      const key = await media.picture(templateId, pointId);
      if (!key) throw notFound();
      reply
        .header('content-type', 'image/png')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600');
      if (await sendMedia(reply, ctx.storage, key, request.headers.range)) return reply;
      throw notFound();
    },
  );

  app.get(
    botPaths.nodeVoice,
    { ...publicRoute, schema: { params: idParamsSchema, querystring: signedMediaQuerySchema, response: fileAnswer } },
    async (request, reply) => {
      const { id } = request.params;
      const audio = signed(request, links.voices, [id]) ? await ctx.spokenWords.find(id) : null;
      if (!audio) throw notFound();
      reply.header('cache-control', 'private, max-age=3600');
      if (await ctx.spokenWords.send(reply, audio, request.headers.range)) return reply;
      throw notFound();
    },
  );
}
