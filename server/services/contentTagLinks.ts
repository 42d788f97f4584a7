import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Scope } from '../../src/domain/scope';
import { TAG_TYPE_OF, tagLinkTexts, type TagRef, type TaggedKindName } from '../../src/schemas/contentTagLinks';
import { isUuid } from '../../src/schemas/fields';
import type { DB } from '../db/types';
import { invalid } from '../plugins/envelope';
import { ContentTagService } from './contentTags';

/**
 * Tags attached to templates and contents: an item takes tags of its kind's type that the user sees and
 * that belong to the item's tenant or to the platform (a platform tag authorised to the item's tenant);
 * another tenant's tag is refused. A deleted tag is detached by the database.
 */
export class ContentTagLinkService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly tags: ContentTagService,
  ) {}

  /** Replaces the item's tags, after checking each may be used on an item of `itemTenantId`. */
  async set(
    scope: Scope,
    kind: TaggedKindName,
    item: { id: string; tenantId: string },
    tagIds: readonly string[],
  ): Promise<void> {
    const type = TAG_TYPE_OF[kind];
    for (const id of tagIds) {
      const tag = await this.tags.find(scope, id);
      const usable =
        tag !== null &&
        tag.type === type &&
        (tag.tenant === null
          ? tag.authorized.length === 0 || tag.authorized.includes(item.tenantId)
          : tag.tenant._id === item.tenantId);
      if (!usable) throw invalid({ tagIds: tagLinkTexts.badTags });
    }
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('contentTagLinks').where('itemKind', '=', kind).where('itemId', '=', item.id).execute();
      if (tagIds.length > 0)
        await trx
          .insertInto('contentTagLinks')
          .values(tagIds.map((tagId) => ({ tagId, itemKind: kind, itemId: item.id })))
          .execute();
    });
  }

  /** Each item's tags by name. */
  async of(kind: TaggedKindName, ids: readonly string[]): Promise<Map<string, TagRef[]>> {
    const found = new Map<string, TagRef[]>();
    if (ids.length === 0) return found;
    const rows = await this.db
      .selectFrom('contentTagLinks as l')
      .innerJoin('contentTags as g', 'g.id', 'l.tagId')
      .select(['l.itemId', 'g.id', 'g.name'])
      .where('l.itemKind', '=', kind)
      .where('l.itemId', 'in', ids)
      .execute();
    rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const r of rows) found.set(r.itemId, [...(found.get(r.itemId) ?? []), { _id: r.id, name: r.name }]);
    return found;
  }

  /** Rows of a list with their tags. */
  async withTags<R extends { _id: string }>(
    kind: TaggedKindName,
    rows: readonly R[],
  ): Promise<(R & { tags: TagRef[] })[]> {
    const tags = await this.of(
      kind,
      rows.map((r) => r._id),
    );
    return rows.map((r) => ({ ...r, tags: tags.get(r._id) ?? [] }));
  }

  /** Removes an item's links when the item itself is removed. */
  async clear(kind: TaggedKindName, itemId: string): Promise<void> {
    await this.db.deleteFrom('contentTagLinks').where('itemKind', '=', kind).where('itemId', '=', itemId).execute();
  }
}

/** A list condition: the item (whose id is `itemId`) carries the tag; an id that is no uuid matches nothing. */
export function taggedWith(kind: TaggedKindName, itemId: Expression<string>, tagId: string): Expression<SqlBool> {
  if (!isUuid(tagId)) return sql<SqlBool>`false`;
  return sql<SqlBool>`exists (select 1 from content_tag_links l where l.item_kind = ${kind} and l.item_id = ${itemId} and l.tag_id = ${tagId})`;
}
