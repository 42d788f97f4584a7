import type { FastifyInstance } from 'fastify';
import { normalizeOfferRows } from '../../../src/domain/offerPrice';
import { answerOf, fileAnswer, listOf } from '../../../src/schemas/answers';
import {
  CARD_TEMPLATE_BODY_LIMIT,
  cardImageParamsSchema,
  cardTemplateIdParamsSchema,
  cardTemplateListQuerySchema,
  cardTemplatePaths,
  cardTemplateRecordSchema,
  cardTemplateTexts,
  cardTemplateUpdateSchema,
  type CardTemplateUpdateInput,
} from '../../../src/schemas/cardTemplate';
import { MAX_IMAGE_BYTES } from '../../../src/schemas/file';
import { isPortrait } from '../../../src/schemas/fiveG';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { pngSize } from '../../services/imageSize';
import { StorageNotFoundError } from '../../storage';

/** The drawn card's longest side at most; the card is drawn at 750x1330. */
const MAX_SIDE = 4000;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The rows as sent: a list, or the JSON text of one. */
function rowsOf(content: CardTemplateUpdateInput['content']): unknown {
  if (typeof content !== 'string') return content;
  try {
    return JSON.parse(content) as unknown;
  } catch {
    throw invalid({ content: cardTemplateTexts.badContent });
  }
}

/** The drawn card: base64 (or a data: URL) of a portrait PNG under 5 MB. */
function pngOf(file: string): Buffer {
  const text = file.replace(/^data:image\/png;base64,/, '').replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 !== 0) throw invalid({ file: cardTemplateTexts.badImage });
  const png = Buffer.from(text, 'base64');
  if (png.length > MAX_IMAGE_BYTES) throw invalid({ file: cardTemplateTexts.imageTooLarge });
  const size = pngSize(png);
  if (!size || size.width > MAX_SIDE || size.height > MAX_SIDE || !isPortrait(size.width, size.height))
    throw invalid({ file: cardTemplateTexts.badImage });
  return png;
}

/**
 * Share card templates (spec 3 §7 "Card templates"): the tenant's list, the save of a card's rows with
 * the card drawn in the browser, and the drawn card behind its link. The server keeps the totals it
 * computes itself; a content whose totals disagree with its items is refused.
 */
export function cardTemplateRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const cards = ctx.cardTemplates;

  app.get(
    cardTemplatePaths.list,
    { schema: { querystring: cardTemplateListQuerySchema, response: answerOf(listOf(cardTemplateRecordSchema)) } },
    async (request) => ok(await cards.list(scopeOf(auth(request)))),
  );

  app.get(
    cardTemplatePaths.one,
    { schema: { params: cardTemplateIdParamsSchema, response: answerOf(cardTemplateRecordSchema) } },
    async (request) => {
      const card = await cards.find(request.params.id, scopeOf(auth(request)));
      if (!card) throw notFound();
      return ok(card);
    },
  );

  app.put(
    cardTemplatePaths.one,
    {
      schema: {
        params: cardTemplateIdParamsSchema,
        body: cardTemplateUpdateSchema,
        response: answerOf(cardTemplateRecordSchema),
      },
      bodyLimit: CARD_TEMPLATE_BODY_LIMIT,
    },
    async (request) => {
      const scope = scopeOf(auth(request));
      const card = await cards.find(request.params.id, scope);
      if (!card) throw notFound();
      const rows = normalizeOfferRows(rowsOf(request.body.content));
      if (!rows.ok) throw invalid({ content: rows.error });
      const png = pngOf(request.body.file);
      const { record, newFileId } = await cards.save(card, scope, rows.value, png);
      // The card is its own single page, as any uploaded image, so the 5G room can share it.
      await ctx.documentPages
        .enqueue(newFileId)
        .catch((err: unknown) => request.log.error({ err, fileId: newFileId }, 'conversion not queued'));
      return ok(record, cardTemplateTexts.edited);
    },
  );

  // Anyone with the link sees the card last drawn: the key changes with every save.
  app.get(
    cardTemplatePaths.image,
    { config: { access: 'public' }, schema: { params: cardImageParamsSchema, response: fileAnswer } },
    async (request, reply) => {
      const image = await cards.imageOf(request.params.key);
      if (!image) throw notFound();
      let body;
      try {
        body = await ctx.storage.get(image.storageKey);
      } catch (err) {
        if (!(err instanceof StorageNotFoundError)) throw err;
        throw notFound();
      }
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
