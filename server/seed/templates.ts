import { sql, type Kysely } from 'kysely';
import { AUDIT_STATUS } from '../../src/domain/audit';
import { addCardParam, addSticker, editText, setCard } from '../../src/domain/scene/elements';
import { BACKGROUND_LIBRARY, CARD_LIBRARY, STICKER_LIBRARY } from '../../src/domain/scene/library';
import { addNode, newScene, renameNode, selectNode, setBackground } from '../../src/domain/scene/nodes';
import { toStored, type StoredTemplate } from '../../src/domain/scene/stored';
import type { Outcome, Scene } from '../../src/domain/scene/types';
import { setWords } from '../../src/domain/scene/words';
import { json } from '../db/database';
import type { DB, TemplateKind } from '../db/types';

function ok(outcome: Outcome): Scene {
  if (!outcome.ok) throw new Error(`demo template: ${outcome.error}`);
  return outcome.value;
}

const sticker = (id: (typeof STICKER_LIBRARY)[number]['id']) => STICKER_LIBRARY.find((s) => s.id === id)?.url ?? '';

/** Three nodes: a greeting with stickers, the plan on an image card naming the customer, and the close. */
export function annuityIntro(): Scene {
  let scene = newScene('demo-annuity-1', '年金险产品介绍');
  scene = ok(renameNode(scene, '开场问候'));
  scene = ok(setWords(scene, '{customerName}您好，我是您的专属顾问{agentName}，今天为您介绍一款养老年金。'));
  scene = ok(editText(scene, 'title', { content: '颐年养老年金' }));
  scene = ok(setBackground(scene, { kind: 'image', _id: BACKGROUND_LIBRARY[0]._id, url: BACKGROUND_LIBRARY[0].url }));
  scene = ok(addSticker(scene, { id: 'demo-star', url: sticker('star') }));
  scene = ok(addSticker(scene, { id: 'demo-hot', url: sticker('hot') }));
  scene = ok(addNode(scene, 'demo-annuity-2'));
  scene = ok(renameNode(scene, '计划亮点'));
  scene = ok(setWords(scene, '这份计划从六十岁起按月领取，终身有保障。'));
  scene = ok(editText(scene, 'title', { content: '专属保障计划' }));
  const card = CARD_LIBRARY[0];
  scene = ok(setCard(scene, { mediaType: card.mediaType, _id: card._id, url: card.url }));
  scene = ok(addCardParam(scene, { _id: 'demo-param', paramsKey: 'customerName', defaultVal: '尊敬的客户' }));
  scene = ok(addNode(scene, 'demo-annuity-3'));
  scene = ok(renameNode(scene, '结束语'));
  scene = ok(setWords(scene, '如需详细了解，欢迎随时联系我。'));
  scene = ok(editText(scene, 'title', { content: '感谢观看' }));
  return ok(selectNode(scene, 0));
}

function followUp(): Scene {
  let scene = newScene('demo-follow-1', '客户回访问候');
  scene = ok(renameNode(scene, '问候'));
  scene = ok(setWords(scene, '{customerName}您好，感谢您一直以来的信任。'));
  return ok(editText(scene, 'title', { content: '客户回访' }));
}

/**
 * The demo tenant's video templates: one approved (submitted by the organisation admin, approved by the
 * tenant admin) and one draft.
 */
export async function seedVideoTemplates(db: Kysely<DB>): Promise<void> {
  const people = await db
    .selectFrom('agents')
    .select(['id', 'loginName', 'tenantId', 'orgAccountId'])
    .where('loginName', 'in', ['demo_oadmin', 'demo_tadmin'])
    .execute();
  const author = people.find((p) => p.loginName === 'demo_oadmin');
  const auditor = people.find((p) => p.loginName === 'demo_tadmin');
  if (!author?.tenantId || !auditor) return;
  const owner = { tenantId: author.tenantId, orgAccountId: author.orgAccountId, agentId: author.id };
  await db.transaction().execute(async (trx) => {
    await insertApprovedTemplate(trx, owner, auditor.id, toStored(annuityIntro()));
    const draft = await trx.insertInto('videoTemplates').values(owner).returning('id').executeTakeFirstOrThrow();
    const draftContent = toStored(followUp());
    await trx
      .insertInto('videoTemplateVersions')
      .values({
        templateId: draft.id,
        version: 1,
        name: draftContent.name,
        content: json(draftContent),
        editedBy: author.id,
      })
      .execute();
  });
}

/** A template whose first version its author submitted a day ago and `auditorId` approved; answers its id. */
export async function insertApprovedTemplate(
  db: Kysely<DB>,
  owner: { tenantId: string; orgAccountId: string | null; agentId: string },
  auditorId: string,
  content: StoredTemplate,
  kind: TemplateKind = 'common',
): Promise<string> {
  const approved = await db
    .insertInto('videoTemplates')
    .values({ ...owner, kind, approvedVersion: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('videoTemplateVersions')
    .values({
      templateId: approved.id,
      version: 1,
      name: content.name,
      content: json(content),
      status: AUDIT_STATUS.approved,
      editedBy: owner.agentId,
      submittedBy: owner.agentId,
      submittedAt: sql<Date>`now() - interval '1 day'`,
      auditedBy: auditorId,
      auditedAt: sql<Date>`now() - interval '20 hours'`,
    })
    .execute();
  return approved.id;
}
