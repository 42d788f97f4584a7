import type { Kysely } from 'kysely';
import { pageLink } from '../../src/domain/pages';
import type { DB } from '../db/types';
import type { DigitalHumanVideos } from '../services/digitalHumanVideos';

/** The demo's avatars: pictures the web app serves (public/studio), so they need no file storage. */
const DEMO_AVATARS = [
  { name: '理财顾问小雅', builtinUrl: '/studio/avatar-advisor.svg' },
  { name: '保险专家老王', builtinUrl: '/studio/avatar-consultant.svg' },
] as const;

/**
 * A group of two avatars in the demo company: the first allotted to demo_agent1's organisation, the second
 * to demo_agent1 alone, so the template editor offers both to that agent.
 */
export async function seedAvatars(db: Kysely<DB>): Promise<void> {
  const agent = await db
    .selectFrom('agents')
    .select(['id', 'tenantId', 'orgAccountId'])
    .where('loginName', '=', 'demo_agent1')
    .executeTakeFirst();
  if (!agent?.tenantId || !agent.orgAccountId) return;
  const group = await db
    .insertInto('avatarGroups')
    .values({ tenantId: agent.tenantId, name: '讲解主播' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const made = await db
    .insertInto('avatars')
    .values(
      DEMO_AVATARS.map((avatar) => ({
        ...avatar,
        tenantId: agent.tenantId ?? '',
        groupId: group.id,
        agentId: null,
        kind: 'image' as const,
        contentType: 'image/svg+xml',
        size: 0,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const [first, second] = DEMO_AVATARS.map((avatar) => made.find((row) => row.name === avatar.name)?.id ?? '');
  await db
    .insertInto('avatarAllotments')
    .values([
      { avatarId: first ?? '', orgAccountId: agent.orgAccountId, agentId: null },
      { avatarId: second ?? '', orgAccountId: null, agentId: agent.id },
    ])
    .execute();
}

/** What each seeded digital-human material says. */
const SEEDED_WORDS: Readonly<Record<string, string>> = {
  '数字人讲解-年金险': '您好，我是理财顾问小雅。年金险可以在您退休后按期领取养老金，让晚年生活更有保障。',
  '数字人讲解-两全保险': '您好，两全保险在保障期内提供身故保障，期满还能领回满期金，保障与储蓄兼顾。',
};

/**
 * Gives the seeded digital-human materials their speech, once the app runs its queue: the company's first avatar
 * says the material's words in the company's default voice (else the speech port's first), rendered as a job.
 */
export async function speakSeededDigitalHumans(
  db: Kysely<DB>,
  videos: Pick<DigitalHumanVideos, 'request'>,
  voiceIds: readonly string[],
): Promise<void> {
  const links = await db
    .selectFrom('shareWebs')
    .select(['id', 'tenantId', 'name'])
    .where('type', '=', 'digitalMan')
    .where('avatarId', 'is', null)
    .execute();
  for (const link of links) {
    const avatar = await db
      .selectFrom('avatars')
      .select('id')
      .where('tenantId', '=', link.tenantId)
      .orderBy('createdAt')
      .orderBy('id')
      .executeTakeFirst();
    const voices = await db
      .selectFrom('tenantVoices')
      .select('defaultVoiceId')
      .where('tenantId', '=', link.tenantId)
      .executeTakeFirst();
    const voiceId = voices?.defaultVoiceId ?? voiceIds[0];
    if (!avatar || !voiceId) continue;
    const words = SEEDED_WORDS[link.name] ?? `您好，我来为您讲解${link.name}。`;
    const digitalVideoId = await videos.request({
      tenantId: link.tenantId,
      avatarId: avatar.id,
      voiceId,
      speed: 1,
      words,
    });
    await db
      .updateTable('shareWebs')
      .set({
        avatarId: avatar.id,
        voiceId,
        speedRate: 1,
        words,
        digitalVideoId,
        url: pageLink('digitalHumanObserve', { resWebId: link.id }),
      })
      .where('id', '=', link.id)
      .execute();
  }
}
