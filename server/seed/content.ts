import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ShareWebType } from '../../src/schemas/shareWeb';
import { objectKey, type Storage } from '../storage';
import type { DB } from '../db/types';
import { demoBrochurePdf, demoVideoMp4, posterPng } from './sampleMedia';
import type { FiveGResType } from '../../src/schemas/fiveG';
import { VIDEO_SELLS_TENANT_CODE } from '../../src/domain/tenants';

interface SeedLink {
  type: ShareWebType;
  name: string;
  url: string;
  thumbnail?: string;
}

/**
 * Links every demo tenant has: pages of the product's own site (public/demo/), so they work offline
 * and the hall keeps both sides' views of them in step.
 */
const COMMON_LINKS: readonly SeedLink[] = [
  { type: 'sells', name: '少儿教育金计划', url: '/demo/products/child-education.html' },
  { type: 'sells', name: '终身寿险产品介绍', url: '/demo/products/whole-life.html' },
  { type: 'measurement', name: '养老金测算', url: '/demo/measure/pension.html' },
  { type: 'measurement', name: '保费测算', url: '/demo/measure/premium.html' },
  { type: 'digitalMan', name: '数字人讲解-年金险', url: '/demo/digital-man/annuity.html' },
  { type: 'digitalMan', name: '数字人讲解-两全保险', url: '/demo/digital-man/endowment.html' },
  {
    type: 'yxzx',
    name: '年金险热销海报',
    url: '/demo/yxzx/annuity-poster.html',
    thumbnail: '/demo/yxzx/annuity-poster.svg',
  },
  {
    type: 'yxzx',
    name: '开门红活动专题',
    url: '/demo/yxzx/new-year-campaign.html',
    thumbnail: '/demo/yxzx/new-year-campaign.svg',
  },
];

interface TenantContent {
  /** Owns the public samples: an admin, or an agent where the tenant has no admin. */
  admin: string;
  /** Owns a private link of its own. */
  agent: string;
  /** The tenant's own products, besides the common links. */
  links: readonly SeedLink[];
  /** The agent's private link: one of the tenant's own pages. */
  privateLink: SeedLink;
}

/** Per demo tenant (by code): its owners and its own product pages. */
const TENANT_CONTENT: Readonly<Record<string, TenantContent>> = {
  demo: {
    admin: 'demo_oadmin',
    agent: 'demo_agent1',
    links: [
      { type: 'sells', name: '安康重疾保障计划', url: '/demo/dean/critical-illness.html' },
      { type: 'measurement', name: '重疾保额测算', url: '/demo/dean/illness-cover.html' },
    ],
    privateLink: { type: 'sells', name: '我的推荐-安康重疾', url: '/demo/dean/critical-illness.html' },
  },
  acme: {
    admin: 'acme_tadmin',
    agent: 'acme_agent1',
    links: [
      { type: 'sells', name: '恒裕稳盈理财计划', url: '/demo/hengyu/steady-income.html' },
      { type: 'measurement', name: '基金定投测算', url: '/demo/hengyu/fund-plan.html' },
    ],
    privateLink: { type: 'sells', name: '我的推荐-稳盈理财', url: '/demo/hengyu/steady-income.html' },
  },
  [VIDEO_SELLS_TENANT_CODE]: {
    admin: 'vs_agent1',
    agent: 'vs_agent1',
    links: [
      { type: 'measurement', name: '昌明颐年养老年金', url: '/demo/changming/annuity.html' },
      { type: 'measurement', name: '大额存单收益测算', url: '/demo/changming/deposit.html' },
    ],
    privateLink: { type: 'measurement', name: '我的推荐-颐年养老', url: '/demo/changming/annuity.html' },
  },
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The demo tenants' H5 links (the common ones and each tenant's own, public, and one private link of
 * an agent), and, when a storage is given, the sample brochure (PDF) and product video (MP4) per
 * tenant, stored through it as an upload would be.
 */
export async function seedContent(db: Kysely<DB>, storage?: Storage): Promise<void> {
  const agents = await db
    .selectFrom('agents as a')
    .innerJoin('tenants as t', 't.id', 'a.tenantId')
    .select(['a.id', 'a.loginName', 'a.tenantId', 'a.orgAccountId', 't.code'])
    .execute();
  const orgs = await db.selectFrom('orgAccounts').select(['id', 'tenantId']).orderBy('orgName').execute();
  const byLogin = new Map(agents.map((a) => [a.loginName, a]));
  const samples = storage
    ? [
        {
          name: '产品说明书',
          type: 'document' as const,
          fileType: 'pdf',
          contentType: 'application/pdf',
          bytes: await demoBrochurePdf(),
        },
        {
          name: '产品介绍视频',
          type: 'video' as const,
          fileType: 'mp4',
          contentType: 'video/mp4',
          bytes: await demoVideoMp4(),
        },
      ].map((sample) => ({ ...sample, size: sample.bytes.length, sha256: sha256(sample.bytes) }))
    : [];

  for (const content of Object.values(TENANT_CONTENT)) {
    const admin = byLogin.get(content.admin);
    const agent = byLogin.get(content.agent);
    if (!admin?.tenantId || !agent?.tenantId || agent.orgAccountId === null) continue;
    const tenantId = admin.tenantId;
    const orgAccountId = admin.orgAccountId ?? orgs.find((o) => o.tenantId === tenantId)?.id;
    if (!orgAccountId) continue;
    const adminOwned = { tenantId, orgAccountId, agentId: admin.id, isPublic: true, range: 1 };

    await db
      .insertInto('shareWebs')
      .values([
        ...[...COMMON_LINKS, ...content.links].map((link) => ({
          ...adminOwned,
          ...link,
          thumbnail: link.thumbnail ?? null,
        })),
        {
          ...content.privateLink,
          tenantId,
          orgAccountId: agent.orgAccountId,
          agentId: agent.id,
          isPublic: false,
          range: 2,
          thumbnail: null,
        },
      ])
      .execute();

    for (const sample of samples) {
      const storageKey = objectKey(`tenants/${tenantId}`, sample.fileType);
      await storage?.put(storageKey, sample.bytes, sample.contentType);
      await db
        .insertInto('files')
        .values({
          ...adminOwned,
          name: sample.name,
          type: sample.type,
          fileType: sample.fileType,
          contentType: sample.contentType,
          storageKey,
          size: sample.size,
          sha256: sample.sha256,
        })
        .execute();
    }
  }
}

/** The 5G materials of the demo tenant (it has the 5G configuration): two portrait posters and the brochure. */
export async function seedFiveGMaterials(db: Kysely<DB>, storage: Storage): Promise<void> {
  const admin = await db
    .selectFrom('agents as a')
    .innerJoin('tenants as t', 't.id', 'a.tenantId')
    .select(['a.id', 'a.tenantId', 'a.orgAccountId'])
    .where('a.loginName', '=', 'demo_oadmin')
    .where('t.code', '=', 'demo')
    .executeTakeFirst();
  if (!admin?.tenantId || !admin.orgAccountId) return;
  const samples: { name: string; resType: FiveGResType; fileType: string; contentType: string; bytes: Buffer }[] = [
    {
      name: '重疾险竖屏海报',
      resType: 'PNG',
      fileType: 'png',
      contentType: 'image/png',
      bytes: posterPng(360, 640, [196, 40, 46], [250, 170, 90]),
    },
    {
      name: '年金险竖屏海报',
      resType: 'PNG',
      fileType: 'png',
      contentType: 'image/png',
      bytes: posterPng(360, 640, [24, 78, 160], [110, 190, 230]),
    },
    {
      name: '5G产品说明书',
      resType: 'PDF',
      fileType: 'pdf',
      contentType: 'application/pdf',
      bytes: await demoBrochurePdf(),
    },
  ];
  for (const sample of samples) {
    const storageKey = objectKey(`tenants/${admin.tenantId}`, sample.fileType);
    await storage.put(storageKey, sample.bytes, sample.contentType);
    await db
      .insertInto('files')
      .values({
        tenantId: admin.tenantId,
        orgAccountId: admin.orgAccountId,
        agentId: admin.id,
        isPublic: true,
        range: 1,
        name: sample.name,
        type: 'document',
        fileType: sample.fileType,
        contentType: sample.contentType,
        storageKey,
        size: sample.bytes.length,
        sha256: sha256(sample.bytes),
        resType: sample.resType,
      })
      .execute();
  }
}
