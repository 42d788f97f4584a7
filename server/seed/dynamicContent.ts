import { sql, type Kysely } from 'kysely';
import { AUDIT_STATUS } from '../../src/domain/audit';
import { editText, setCard, addCardParam } from '../../src/domain/scene/elements';
import { CARD_LIBRARY } from '../../src/domain/scene/library';
import { newScene, renameNode } from '../../src/domain/scene/nodes';
import { toStored } from '../../src/domain/scene/stored';
import type { Outcome, Scene } from '../../src/domain/scene/types';
import { setWords } from '../../src/domain/scene/words';
import { json } from '../db/database';
import type { DB } from '../db/types';
import type { VideoRenders } from '../services/videoContents/renders';
import { insertApprovedTemplate } from './templates';

function ok(outcome: Outcome): Scene {
  if (!outcome.ok) throw new Error(`demo dynamic template: ${outcome.error}`);
  return outcome.value;
}

/** One node greeting the recipient by name on a card that names them too. */
function personalGreeting(): Scene {
  let scene = newScene('demo-dynamic-1', '客户专属问候');
  scene = ok(renameNode(scene, '专属问候'));
  scene = ok(setWords(scene, '{customerName}您好，我是您的顾问{agentName}，祝您生活愉快。'));
  scene = ok(editText(scene, 'title', { content: '专属问候' }));
  const card = CARD_LIBRARY[0];
  scene = ok(setCard(scene, { mediaType: card.mediaType, _id: card._id, url: card.url }));
  return ok(addCardParam(scene, { _id: 'demo-dynamic-param', paramsKey: 'customerName', defaultVal: '尊敬的客户' }));
}

/**
 * The demo tenant's studio content beyond templates: an approved dynamic template, an approved video
 * content of the approved annuity template (shown under 展业素材 once rendered), and a dynamic video for
 * two recipients. Their renders wait as 'queued': `queueSeededRenders` sends the jobs once the app runs.
 */
export async function seedDynamicContent(db: Kysely<DB>): Promise<void> {
  const people = await db
    .selectFrom('agents')
    .select(['id', 'loginName', 'tenantId', 'orgAccountId'])
    .where('loginName', 'in', ['demo_oadmin', 'demo_tadmin'])
    .execute();
  const author = people.find((p) => p.loginName === 'demo_oadmin');
  const auditor = people.find((p) => p.loginName === 'demo_tadmin');
  const annuity =
    author?.tenantId &&
    (await db
      .selectFrom('videoTemplates')
      .select(['id'])
      .where('tenantId', '=', author.tenantId)
      .where('approvedVersion', '=', 1)
      .executeTakeFirst());
  if (!author?.tenantId || !auditor || !annuity) return;
  const owner = { tenantId: author.tenantId, orgAccountId: author.orgAccountId, agentId: author.id };
  await db.transaction().execute(async (trx) => {
    const dynamicId = await insertApprovedTemplate(trx, owner, auditor.id, toStored(personalGreeting()), 'dynamic');
    await trx
      .insertInto('videoContents')
      .values({
        ...owner,
        name: '年金险产品介绍-示例',
        templateId: annuity.id,
        templateVersion: 1,
        variables: json({ customerName: '王女士', agentName: '李经理' }),
        status: AUDIT_STATUS.approved,
        submittedBy: author.id,
        submittedAt: sql<Date>`now() - interval '2 hours'`,
        auditedBy: auditor.id,
        auditedAt: sql<Date>`now() - interval '1 hour'`,
      })
      .execute();
    const batch = await trx
      .insertInto('dynamicVideos')
      .values({ ...owner, name: '十一月客户问候', templateId: dynamicId, templateVersion: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recipients = [
      { recipient: '张先生', variables: { customerName: '张先生', agentName: '李经理' } },
      { recipient: '刘女士', variables: { customerName: '刘女士', agentName: '李经理' } },
    ];
    await trx
      .insertInto('videoContents')
      .values(
        recipients.map((r) => ({
          ...owner,
          name: `十一月客户问候-${r.recipient}`,
          templateId: dynamicId,
          templateVersion: 1,
          variables: json(r.variables),
          dynamicVideoId: batch.id,
          recipient: r.recipient,
        })),
      )
      .execute();
  });
}

/** Sends the render jobs of the seeded contents (still queued) once the app's queue runs: on a fresh database only. */
export async function queueSeededRenders(db: Kysely<DB>, renders: VideoRenders): Promise<void> {
  const queued = await db
    .selectFrom('videoContents')
    .select(['id', 'renderAttempt'])
    .where('renderState', '=', 'queued')
    .orderBy('createdAt')
    .execute();
  for (const row of queued) await renders.queueContent(row.id, row.renderAttempt);
}
