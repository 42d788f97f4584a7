import type { Kysely } from 'kysely';
import { auditResultText, type AuditResult } from '../../src/domain/audit';
import type { DB } from '../db/types';
import type { Realtime } from '../plugins/realtime';
import type { MailService } from './mail';
import { MediaDeliverConfigs } from './mediaDeliverConfig';

/**
 * Audit notices (spec 3 §2 "System settings", §4): the tenant's notice mails hear of what waits for audit;
 * the author (the owner and whoever submitted the audited version) hears the outcome with the reason, on
 * the socket while signed in and by mail when the account has an address.
 */
export class AuditNotices {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly mail: MailService,
    private readonly realtime: Pick<Realtime, 'emitToAgent'>,
    private readonly configs: MediaDeliverConfigs,
  ) {}

  async audited(tenantId: string, result: AuditResult, authors: readonly (string | null)[]): Promise<void> {
    const ids = [...new Set(authors.filter((id) => id !== null))];
    if (ids.length === 0) return;
    for (const id of ids) this.realtime.emitToAgent(id, 'audit.result', result);
    const rows = await this.db
      .selectFrom('agents')
      .select('email')
      .where('id', 'in', ids)
      .where('email', 'is not', null)
      .execute();
    const to = [...new Set(rows.flatMap((row) => (row.email ? [row.email] : [])))];
    const text = auditResultText(result);
    await this.mail.send({
      tenantId,
      kind: `${result.kind}Audited`,
      to,
      subject: text,
      body: `${text}。请登录后台查看。`,
    });
  }

  async templateSubmitted(template: { tenantId: string; name: string; submittedBy: string }): Promise<void> {
    const { noticeMails } = await this.configs.noticeMails(template.tenantId);
    if (noticeMails.length === 0) return;
    const who = await this.db
      .selectFrom('agents')
      .select(['fullName', 'loginName'])
      .where('id', '=', template.submittedBy)
      .executeTakeFirst();
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
