import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { newOfferRows, withTotals, type OfferRow } from '../../src/domain/offerPrice';
import type { Scope } from '../../src/domain/scope';
import { cardTemplatePaths, cardTemplateTexts, type CardTemplateRecord } from '../../src/schemas/cardTemplate';
import { isUuid } from '../../src/schemas/fields';
import { pathWith } from '../../src/schemas/paths';
import type { DB } from '../db/types';
import { conflict } from '../plugins/envelope';
import type { Storage } from '../storage';
import { objectKey } from '../storage';
import { FileService } from './files';

function cardRows(db: Kysely<DB>) {
  return db
    .selectFrom('cardTemplates as c')
    .innerJoin('tenants as t', 't.id', 'c.tenantId')
    .leftJoin('agents as a', 'a.id', 'c.updatedBy')
    .select([
      'c.id',
      'c.tenantId',
      'c.type',
      'c.name',
      'c.content',
      'c.fileId',
      'c.imageKey',
      'c.updatedBy',
      'c.createdAt',
      'c.updatedAt',
      't.name as tenantName',
      'a.fullName',
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardRows>['executeTakeFirstOrThrow']>>;

function toRecord(row: CardRow): CardTemplateRecord {
  return {
    _id: row.id,
    type: row.type,
    name: row.name,
    content: row.content,
    imageUrl: row.imageKey && row.fileId ? pathWith(cardTemplatePaths.image, { key: row.imageKey }) : null,
    fileId: row.fileId,
    tenant: { _id: row.tenantId, name: row.tenantName },
    updatedBy: row.updatedBy === null ? null : { _id: row.updatedBy, fullName: row.fullName ?? '' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The offer-price card of a tenant, made when missing. */
export async function ensureCardTemplate(
  db: Kysely<DB>,
  tenantId: string,
  content: OfferRow[] = withTotals(newOfferRows()),
): Promise<void> {
  await db
    .insertInto('cardTemplates')
    .values({ tenantId, name: cardTemplateTexts.name, content: JSON.stringify(content) })
    .onConflict((oc) => oc.columns(['tenantId', 'type']).doNothing())
    .execute();
}

/** The tenants a scope reads cards of: its own, or every tenant for the platform admin (null). */
const tenantOf = (scope: Scope): string | null | undefined =>
  scope.level === '4' ? null : (scope.tenantId ?? undefined);

/** A key of 32 characters (192 bits): the drawn card's link is as hard to guess as a customer key. */
const newImageKey = () => randomBytes(24).toString('base64url');

/**
 * Share card templates (spec 3 §3, §7): each tenant has its offer-price card (made with empty amounts
 * the first time its list is read). Saving keeps the rows the server recomputed and the card drawn from
 * them, which becomes a 5G material of the tenant (public to the whole company, so every agent's 5G
 * room can share it) and replaces the one drawn before.
 */
export class CardTemplates {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
    private readonly files: FileService,
  ) {}

  async list(scope: Scope): Promise<{ list: CardTemplateRecord[]; count: number }> {
    const tenantId = tenantOf(scope);
    if (tenantId === undefined) return { list: [], count: 0 };
    if (tenantId !== null) await ensureCardTemplate(this.db, tenantId);
    let query = cardRows(this.db);
    if (tenantId !== null) query = query.where('c.tenantId', '=', tenantId);
    const rows = await query.orderBy('t.name').orderBy('c.type').execute();
    return { list: rows.map(toRecord), count: rows.length };
  }

  /** A card the scope reads (its tenant's, any for the platform admin), or null. */
  async find(id: string, scope: Scope): Promise<CardTemplateRecord | null> {
    const tenantId = tenantOf(scope);
    if (!isUuid(id) || tenantId === undefined) return null;
    let query = cardRows(this.db).where('c.id', '=', id);
    if (tenantId !== null) query = query.where('c.tenantId', '=', tenantId);
    const row = await query.executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** The organisation the drawn card is filed under: the saver's when it is of the card's tenant, else the tenant's first. */
  private async organisationFor(tenantId: string, scope: Scope): Promise<string> {
    const orgs = await this.db
      .selectFrom('orgAccounts')
      .select('id')
      .where('tenantId', '=', tenantId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    const own = orgs.find((org) => org.id === scope.orgAccountId);
    const chosen = own ?? orgs[0];
    if (!chosen) throw conflict(cardTemplateTexts.noOrganisation);
    return chosen.id;
  }

  /** Keeps the rows and the drawn card; the card drawn before (its material and page images) goes. */
  async save(
    card: CardTemplateRecord,
    scope: Scope,
    rows: OfferRow[],
    png: Buffer,
  ): Promise<{ record: CardTemplateRecord; newFileId: string }> {
    const orgAccountId = await this.organisationFor(card.tenant._id, scope);
    const storageKey = objectKey(`tenants/${card.tenant._id}`, 'png');
    await this.storage.put(storageKey, png, 'image/png');
    let previous: { id: string; storageKey: string } | undefined;
    let newFileId: string;
    try {
      newFileId = await this.db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('cardTemplates')
          .select('fileId')
          .where('id', '=', card._id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (locked.fileId)
          previous = await trx
            .selectFrom('files')
            .select(['id', 'storageKey'])
            .where('id', '=', locked.fileId)
            .executeTakeFirst();
        const file = await trx
          .insertInto('files')
          .values({
            tenantId: card.tenant._id,
            orgAccountId,
            agentId: null,
            name: card.name,
            type: 'document',
            fileType: 'png',
            storageKey,
            size: png.length,
            sha256: createHash('sha256').update(png).digest('hex'),
            contentType: 'image/png',
            isPublic: true,
            range: 1,
            resType: 'PNG',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('cardTemplates')
          .set({
            content: JSON.stringify(rows),
            fileId: file.id,
            imageKey: newImageKey(),
            updatedBy: scope.agentId,
            updatedAt: sql`now()`,
          })
          .where('id', '=', card._id)
          .execute();
        return file.id;
      });
    } catch (err) {
      await this.storage.remove(storageKey).catch(() => undefined);
      throw err;
    }
    if (previous) {
      const pageKeys = await this.files.remove(previous.id);
      for (const key of [previous.storageKey, ...pageKeys]) await this.storage.remove(key).catch(() => undefined);
    }
    return {
      record: toRecord(await cardRows(this.db).where('c.id', '=', card._id).executeTakeFirstOrThrow()),
      newFileId,
    };
  }

  /** The drawn card behind a link key, or null. */
  async imageOf(key: string): Promise<{ storageKey: string; contentType: string } | null> {
    const row = await this.db
      .selectFrom('cardTemplates as c')
      .innerJoin('files as f', 'f.id', 'c.fileId')
      .select(['f.storageKey', 'f.contentType'])
      .where('c.imageKey', '=', key)
      .executeTakeFirst();
    return row ?? null;
  }
}
