import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ShareWebType } from '../../../src/schemas/shareWeb';
import { objectKey, type Storage } from '../../storage';
import type { DB } from '../types';
import { samplePdfPages, sampleMp4 } from './sampleMedia';

interface SeedLink {
  type: ShareWebType;
  name: string;
  url: string;
  thumbnail?: string;
}

const PUBLIC_LINKS: readonly SeedLink[] = [
  // The product's own sample pages (public/demo/), so the hall can keep both sides' views of them in step.
  { type: 'sells', name: '少儿教育金计划', url: '/demo/products/child-education.html' },
  { type: 'sells', name: '终身寿险产品介绍', url: '/demo/products/whole-life.html' },
  { type: 'measurement', name: '养老金测算', url: 'https://example.com/measure/pension' },
  { type: 'measurement', name: '保费测算', url: 'https://example.com/measure/premium' },
  { type: 'digitalMan', name: '数字人讲解-年金险', url: 'https://example.com/digital-man/annuity' },
  { type: 'digitalMan', name: '数字人讲解-两全保险', url: 'https://example.com/digital-man/endowment' },
  { type: 'yxzx', name: '年金险热销海报', url: '/demo/yxzx/annuity-poster.html', thumbnail: '/demo/yxzx/annuity-poster.svg' },
  { type: 'yxzx', name: '开门红活动专题', url: '/demo/yxzx/new-year-campaign.html', thumbnail: '/demo/yxzx/new-year-campaign.svg' },
];

/** Per tenant: who owns the public samples (an admin, else an agent) and which agent owns a private one. */
const OWNERS: Record<string, { admin: string; agent: string }> = {
  demo: { admin: 'demo_oadmin', agent: 'demo_agent1' },
  acme: { admin: 'acme_tadmin', agent: 'acme_agent1' },
  cmb_videoSells: { admin: 'vs_agent1', agent: 'vs_agent1' },
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Sample H5 links of every type for each demo tenant, and, when a storage is given, a small PDF and a
 * small MP4 per tenant stored through it.
 */
export async function seedContent(db: Kysely<DB>, storage?: Storage): Promise<void> {
  const agents = await db
    .selectFrom('agents as a')
    .innerJoin('tenants as t', 't.id', 'a.tenantId')
    .select(['a.id', 'a.loginName', 'a.tenantId', 'a.orgAccountId', 't.code'])
    .execute();
  const orgs = await db.selectFrom('orgAccounts').select(['id', 'tenantId']).orderBy('orgName').execute();
  const byLogin = new Map(agents.map((a) => [a.loginName, a]));

  for (const [code, names] of Object.entries(OWNERS)) {
    const admin = byLogin.get(names.admin);
    const agent = byLogin.get(names.agent);
    if (!admin?.tenantId || !agent?.tenantId || agent.orgAccountId === null) continue;
    const tenantId = admin.tenantId;
    const orgAccountId = admin.orgAccountId ?? orgs.find((o) => o.tenantId === tenantId)?.id;
    if (!orgAccountId) continue;
    const adminOwned = { tenantId, orgAccountId, agentId: admin.id, isPublic: true, range: 1 };

    await db
      .insertInto('shareWebs')
      .values([
        ...PUBLIC_LINKS.map((link) => ({ ...adminOwned, ...link, thumbnail: link.thumbnail ?? null })),
        {
          tenantId,
          orgAccountId: agent.orgAccountId,
          agentId: agent.id,
          isPublic: false,
          range: 2,
          type: code === 'cmb_videoSells' ? ('measurement' as const) : ('sells' as const),
          name: '我的专属链接',
          url: 'https://example.com/agent/my-link',
          thumbnail: null,
        },
      ])
      .execute();

    if (!storage) continue;
    const samples = [
      { name: '产品说明书', type: 'document' as const, fileType: 'pdf', contentType: 'application/pdf', bytes: samplePdfPages([['Demo product brochure', `Tenant: ${code}`], ['Page 2: benefits', 'Education fund at 18']]) },
      { name: '产品介绍视频', type: 'video' as const, fileType: 'mp4', contentType: 'video/mp4', bytes: sampleMp4() },
    ];
    for (const sample of samples) {
      const storageKey = objectKey(`tenants/${tenantId}`, sample.fileType);
      await storage.put(storageKey, sample.bytes, sample.contentType);
      await db
        .insertInto('files')
        .values({
          ...adminOwned,
          name: sample.name,
          type: sample.type,
          fileType: sample.fileType,
          contentType: sample.contentType,
          storageKey,
          size: sample.bytes.length,
          sha256: sha256(sample.bytes),
        })
        .execute();
    }
  }
}
