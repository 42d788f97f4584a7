import type { Kysely, Transaction } from 'kysely';
import { canonicalJson } from '../../../src/domain/recordIntegrity';
import { chainHash, GENESIS_HASH, type TrailEntry } from '../../db/trailChain';
import type { DB } from '../../db/types';

/**
 * The one writer of the trail: appends the entry to its room's hash chain, inside the transaction that writes
 * the entry's source row, so both are kept or neither. The room's head row is locked first (created when the
 * room has none), so appends to one room follow each other and every sequence number is used once.
 */
export async function appendTrail(trx: Transaction<DB>, entry: TrailEntry): Promise<void> {
  await trx
    .insertInto('trailHeads')
    .values({ serviceId: entry.serviceId, seq: 0, hash: GENESIS_HASH })
    .onConflict((oc) => oc.column('serviceId').doNothing())
    .execute();
  const head = await trx
    .selectFrom('trailHeads')
    .select(['seq', 'hash'])
    .where('serviceId', '=', entry.serviceId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const content = canonicalJson(entry.content);
  const seq = head.seq + 1;
  const hash = chainHash(head.hash, content);
  await trx
    .insertInto('recordTrail')
    .values({
      serviceId: entry.serviceId,
      seq,
      kind: entry.kind,
      sourceId: entry.sourceId,
      content,
      prevHash: head.hash,
      hash,
      at: entry.at,
    })
    .execute();
  await trx.updateTable('trailHeads').set({ seq, hash }).where('serviceId', '=', entry.serviceId).execute();
}

/** What a shared document's entry holds of it: the file's hash and each page image's (null: stored before hashes were). */
export interface DocumentSeal {
  fileId: string;
  name: string;
  sha256: string;
  pages: { pageNumber: number; sha256: string | null }[];
}

/** The entry of a document a room starts to share; null when the file is gone meanwhile. */
async function documentEntry(
  trx: Transaction<DB>,
  serviceId: string,
  fileId: string,
  at: Date,
): Promise<TrailEntry | null> {
  const file = await trx
    .selectFrom('files')
    .select(['id', 'name', 'sha256'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!file) return null;
  const pages = await trx
    .selectFrom('filePages')
    .select(['pageNumber', 'sha256'])
    .where('fileId', '=', fileId)
    .orderBy('pageNumber')
    .execute();
  const seal: DocumentSeal = { fileId: file.id, name: file.name, sha256: file.sha256, pages };
  return { serviceId, kind: 'document', sourceId: file.id, content: { ...seal, sharedAt: at }, at };
}

/** Chains a document a room shows (its file's hash and its pages'), when it starts being shared. */
export async function chainSharedDocument(db: Kysely<DB>, serviceId: string, fileId: string, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const entry = await documentEntry(trx, serviceId, fileId, at);
    if (entry) await appendTrail(trx, entry);
  });
}
