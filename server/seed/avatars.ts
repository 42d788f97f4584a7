import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

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
