import type { Kysely } from 'kysely';
import { BACKGROUND_LIBRARY, CARD_LIBRARY, QA_CARD_LIBRARY, STICKER_LIBRARY } from '../../src/domain/scene/library';
import { emptyInteraction, type InteractionContent } from '../../src/schemas/interactionTemplate';
import type { MaterialImageType } from '../../src/schemas/materialImage';
import { json } from '../db/database';
import type { DB } from '../db/types';

const svg = 'image/svg+xml';

/** The platform's public pictures: the editor's built-in backgrounds, stickers and image cards. */
function platformPictures(): { type: MaterialImageType; name: string; url: string }[] {
  return [
    ...BACKGROUND_LIBRARY.map((item) => ({ type: 1 as const, name: item.name, url: item.url })),
    ...STICKER_LIBRARY.map((item) => ({ type: 2 as const, name: item.name, url: item.url })),
    ...CARD_LIBRARY.filter((item) => item.mediaType === 'image').map((item) => ({
      type: 3 as const,
      name: item.name,
      url: item.url,
    })),
    ...QA_CARD_LIBRARY.map((item) => ({ type: 3 as const, name: item.name, url: item.url })),
  ];
}

const [question, contact, thanks] = QA_CARD_LIBRARY;

/** A Q&A card asking whether the customer wants to hear about the plan. */
export function demoInteraction(): InteractionContent {
  return {
    ...emptyInteraction(),
    inquiryBackgroundUrl: BACKGROUND_LIBRARY[0].url,
    inquiryCard: question.url,
    inquiryReply: '请问您是否需要了解这份保障计划？',
    waitCard: question.url,
    waitReply: '请说出您的回答，例如"需要"或"不需要"。',
    answerYesCard: contact.url,
    answerYesReply: '好的，您的专属顾问马上联系您。',
    answerYesKeywords: ['需要', '好的', '可以', '是'],
    answerNoCard: thanks.url,
    answerNoReply: '好的，感谢您的关注，祝您生活愉快。',
    answerNoKeywords: ['不需要', '不用', '不是', '没兴趣'],
    defaultCard: question.url,
    defaultReply: '抱歉没有听清，稍后顾问会再与您联系。',
  };
}

/** Public pictures, the demo tenant's tags and one interaction template named by its first video template. */
export async function seedStudio(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('materialImages')
    .values(platformPictures().map((item) => ({ ...item, tenantId: null, agentId: null, contentType: svg, size: 0 })))
    .execute();
  const author = await db
    .selectFrom('agents')
    .select(['id', 'tenantId', 'orgAccountId'])
    .where('loginName', '=', 'demo_oadmin')
    .executeTakeFirst();
  if (!author?.tenantId) return;
  await db
    .insertInto('contentTags')
    .values([
      { tenantId: null, type: 1, name: '节日问候', authorized: json([]) },
      { tenantId: author.tenantId, type: 1, name: '年金险', authorized: json([]) },
      {
        tenantId: author.tenantId,
        type: 2,
        name: '产品海报',
        authorized: json(author.orgAccountId ? [author.orgAccountId] : []),
      },
    ])
    .execute();
  const made = await db
    .insertInto('interactionTemplates')
    .values({
      tenantId: author.tenantId,
      orgAccountId: author.orgAccountId,
      agentId: author.id,
      name: '保障计划意向询问',
      content: json(demoInteraction()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const first = await db
    .selectFrom('videoTemplates')
    .select('id')
    .where('tenantId', '=', author.tenantId)
    .orderBy('createdAt')
    .executeTakeFirst();
  if (first)
    await db.updateTable('videoTemplates').set({ interactionTemplateId: made.id }).where('id', '=', first.id).execute();
}
