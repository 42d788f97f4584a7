import type { Kysely } from 'kysely';
import { pathWith } from '../../src/schemas/paths';
import { templateBackgroundPaths, type TemplateBackgroundRecord } from '../../src/schemas/templateBackground';
import { isUuid } from '../../src/schemas/fields';
import type { DB } from '../db/types';

type NewBackground = Pick<
  DB['templateBackgrounds'],
  'kind' | 'name' | 'fileType' | 'storageKey' | 'contentType' | 'posterKey'
> & { tenantId: string; agentId: string; size: number };

/** Where the editor, the customer's pages and the renderer find a background and a video's first frame. */
function backgroundRecord(row: { id: string; kind: 'image' | 'video'; name: string }): TemplateBackgroundRecord {
  return {
    _id: row.id,
    type: row.kind,
    name: row.name,
    url: pathWith(templateBackgroundPaths.file, { id: row.id }),
    poster: row.kind === 'video' ? pathWith(templateBackgroundPaths.poster, { id: row.id }) : null,
  };
}

/** Backgrounds uploaded in the template editor: the only place with their SQL. */
export class TemplateBackgroundService {
  constructor(private readonly db: Kysely<DB>) {}

  /** The background recorded and its chunked upload ended, together. */
  async complete(uploadId: string, background: NewBackground): Promise<TemplateBackgroundRecord> {
    const row = await this.db.transaction().execute(async (trx) => {
      const made = await trx
        .insertInto('templateBackgrounds')
        .values(background)
        .returning(['id', 'kind', 'name'])
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('fileUploads').where('id', '=', uploadId).execute();
      return made;
    });
    return backgroundRecord(row);
  }

  /** The tenant's uploaded backgrounds, newest first. */
  async list(tenantId: string, limit: number): Promise<TemplateBackgroundRecord[]> {
    const rows = await this.db
      .selectFrom('templateBackgrounds')
      .select(['id', 'kind', 'name'])
      .where('tenantId', '=', tenantId)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(backgroundRecord);
  }

  /** A background's stored keys by its id (random and unguessable, so it is served without sign-in). */
  async file(id: string) {
    if (!isUuid(id)) return null;
    return (
      (await this.db
        .selectFrom('templateBackgrounds')
        .select(['kind', 'storageKey', 'posterKey', 'contentType'])
        .where('id', '=', id)
        .executeTakeFirst()) ?? null
    );
  }
}
