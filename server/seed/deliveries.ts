import type { Kysely } from 'kysely';
import { AUDIT_STATUS } from '../../src/domain/audit';
import { json } from '../db/database';
import type { DB } from '../db/types';
import { objectKey, type Storage } from '../storage';
import { demoVideoMp4, posterPng } from './sampleMedia';
import { toStored } from '../../src/domain/scene/stored';
import { annuityIntro, insertApprovedTemplate } from './templates';

/**
 * An approved, rendered video content of the demo tenant made from its approved template (the product
 * video as its render), so a delivery task can be created at once; only when files are stored.
 */
export async function seedDeliveryContent(db: Kysely<DB>, storage: Storage): Promise<void> {
  const template = await db
    .selectFrom('videoTemplates as t')
    .innerJoin('agents as a', 'a.id', 't.agentId')
    .select(['t.id', 't.tenantId', 't.orgAccountId', 't.agentId', 't.approvedVersion'])
    .where('a.loginName', '=', 'demo_oadmin')
    .where('t.approvedVersion', 'is not', null)
    .executeTakeFirst();
  const auditor = await db.selectFrom('agents').select('id').where('loginName', '=', 'demo_tadmin').executeTakeFirst();
  if (!template?.approvedVersion || !auditor) return;
  await insertRenderedContent(db, storage, { ...template, approvedVersion: template.approvedVersion }, auditor.id, {
    name: '年金产品介绍（客户版）',
    variables: { customerName: '客户', agentName: '刘芳' },
  });
}

/** An approved, rendered content of `template`, the demo product video as its render. */
async function insertRenderedContent(
  db: Kysely<DB>,
  storage: Storage,
  template: {
    id: string;
    tenantId: string;
    orgAccountId: string | null;
    agentId: string | null;
    approvedVersion: number;
  },
  auditorId: string,
  content: { name: string; variables: Record<string, string> },
): Promise<void> {
  const prefix = `tenants/${template.tenantId}/contents`;
  const videoKey = objectKey(prefix, 'mp4');
  const posterKey = objectKey(prefix, 'jpg');
  await storage.put(videoKey, await demoVideoMp4(), 'video/mp4');
  await storage.put(posterKey, posterPng(360, 640, [24, 78, 160], [110, 190, 230]), 'image/png');
  await db
    .insertInto('videoContents')
    .values({
      tenantId: template.tenantId,
      orgAccountId: template.orgAccountId,
      agentId: template.agentId,
      name: content.name,
      templateId: template.id,
      templateVersion: template.approvedVersion,
      variables: json(content.variables),
      status: AUDIT_STATUS.approved,
      renderState: 'ready',
      renderProgress: 100,
      videoKey,
      posterKey,
      durationSeconds: 10,
      submittedBy: template.agentId,
      submittedAt: new Date(),
      auditedBy: auditorId,
      auditedAt: new Date(),
    })
    .execute();
}

/**
 * What the 5G marketing tenant's agent sends from /SimpleCallFive at once: an approved template of their
 * own and, when files are stored, an approved rendered video content made from it.
 */
export async function seedSpcdContent(db: Kysely<DB>, storage?: Storage): Promise<void> {
  const people = await db
    .selectFrom('agents')
    .select(['id', 'loginName', 'tenantId', 'orgAccountId'])
    .where('loginName', 'in', ['spcd_agent1', 'sysadmin'])
    .execute();
  const agent = people.find((p) => p.loginName === 'spcd_agent1');
  const auditor = people.find((p) => p.loginName === 'sysadmin');
  if (!agent?.tenantId || !auditor) return;
  const owner = { tenantId: agent.tenantId, orgAccountId: agent.orgAccountId, agentId: agent.id };
  const scene = { ...toStored(annuityIntro()), name: '养老年金计划介绍' };
  const templateId = await insertApprovedTemplate(db, owner, auditor.id, scene);
  if (!storage) return;
  await insertRenderedContent(db, storage, { id: templateId, ...owner, approvedVersion: 1 }, auditor.id, {
    name: '养老年金计划（客户版）',
    variables: { customerName: '客户', agentName: '孙悦' },
  });
}
