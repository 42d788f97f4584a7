import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { MailService } from './mail';
import { MediaDeliverConfigs } from './mediaDeliverConfig';

/** Audit notices (spec 3 §2 "System settings"): the tenant's notice mails hear of what waits for audit. */
export class AuditNotices {
  private readonly configs: MediaDeliverConfigs;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly mail: MailService,
  ) {
    this.configs = new MediaDeliverConfigs(db);
  }

  async templateSubmitted(template: { tenantId: string; name: string; submittedBy: string }): Promise<void> {
    const { noticeMails } = await this.configs.noticeMails(template.tenantId);
    if (noticeMails.length === 0) return;
    const who = await this.db.selectFrom('agents').select(['fullName', 'loginName']).where('id', '=', template.submittedBy).executeTakeFirst();
    const by = who ? `${who.fullName}（${who.loginName}）` : '';
    await this.mail.send({
      tenantId: template.tenantId,
      kind: 'videoTemplateAudit',
      to: noticeMails,
      subject: `视频模板待审核：${template.name}`,
      body: `视频模板「${template.name}」已由${by}提交审核，请登录后台在「内容审核 → 视频模板审核」中处理。`,
    });
  }
}
