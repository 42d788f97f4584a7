import type { Kysely, Selectable } from 'kysely';
import type { MessageKind, MessageTemplateRecord } from '../../src/schemas/messageTemplate';
import { isUuid } from '../../src/schemas/fields';
import type { DB } from '../db/types';
import { readPage } from '../db/page';
import type { MessageTemplateTable } from '../db/tables/recordSyncs';
import { isUniqueViolation } from '../db/sql';

type Values = Pick<MessageTemplateRecord, 'name' | 'kind' | 'signName' | 'content' | 'enabled'>;

const record = (row: Selectable<MessageTemplateTable>): MessageTemplateRecord => ({
  _id: row.id,
  tenantId: row.tenantId,
  name: row.name,
  kind: row.kind,
  signName: row.signName,
  content: row.content,
  enabled: row.enabled,
  updatedAt: row.updatedAt.toISOString(),
});

/** A tenant's message templates; a name taken inside the tenant answers null. */
export class MessageTemplates {
  constructor(private readonly db: Kysely<DB>) {}

  async list(tenantId: string, kind: MessageKind | undefined, page: { pageIndex: number; pageSize: number }) {
    let base = this.db.selectFrom('messageTemplates').selectAll().where('tenantId', '=', tenantId);
    if (kind) base = base.where('kind', '=', kind);
    const { rows, count } = await readPage(base, (q) => q.orderBy('updatedAt', 'desc').orderBy('id'), page);
    return { list: rows.map(record), count };
  }

  async enabled(tenantId: string, kind: MessageKind): Promise<MessageTemplateRecord[]> {
    const rows = await this.db
      .selectFrom('messageTemplates')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('kind', '=', kind)
      .where('enabled', '=', true)
      .orderBy('name')
      .execute();
    return rows.map(record);
  }

  async get(tenantId: string, id: string): Promise<MessageTemplateRecord | null> {
    if (!isUuid(id)) return null;
    const row = await this.db
      .selectFrom('messageTemplates')
      .selectAll()
      .where('id', '=', id)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    return row ? record(row) : null;
  }

  async tenantOf(id: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    return (
      (await this.db.selectFrom('messageTemplates').select('tenantId').where('id', '=', id).executeTakeFirst())
        ?.tenantId ?? null
    );
  }

  async create(tenantId: string, values: Values): Promise<MessageTemplateRecord | null> {
    try {
      return record(
        await this.db
          .insertInto('messageTemplates')
          .values({ tenantId, ...values })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async update(id: string, tenantId: string, values: Values): Promise<MessageTemplateRecord | null> {
    try {
      const row = await this.db
        .updateTable('messageTemplates')
        .set({ ...values, updatedAt: new Date() })
        .where('id', '=', id)
        .where('tenantId', '=', tenantId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return record(row);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async remove(tenantId: string, id: string): Promise<void> {
    await this.db.deleteFrom('messageTemplates').where('id', '=', id).where('tenantId', '=', tenantId).execute();
  }
}
