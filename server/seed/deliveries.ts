import type { Kysely } from 'kysely';
import { AUDIT_STATUS } from '../../src/domain/audit';
import { json } from '../db/database';
import type { DB } from '../db/types';
import { objectKey, type Storage } from '../storage';
import { demoVideoMp4, posterPng } from './sampleMedia';

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
      name: '年金产品介绍（客户版）',
      templateId: template.id,
      templateVersion: template.approvedVersion,
      variables: json({ customerName: '客户', agentName: '刘芳' }),
      status: AUDIT_STATUS.approved,
      renderState: 'ready',
      renderProgress: 100,
      videoKey,
      posterKey,
      durationSeconds: 10,
      submittedBy: template.agentId,
      submittedAt: new Date(),
      auditedBy: auditor.id,
      auditedAt: new Date(),
    })
    .execute();
}
