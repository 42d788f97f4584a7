import { sql, type Kysely, type RawBuilder } from 'kysely';
import { TRAIL_KINDS, canonicalJson } from '../../../src/domain/recordIntegrity';
import {
  accessEntry,
  chainHash,
  checkpointEntry,
  deletionEntry,
  eventEntry,
  GENESIS_HASH,
  type TrailEntry,
} from '../trailChain';

/**
 * Tamper evidence (issue 30): the SHA-256 of every finished recording and page image, and one hash chain per
 * room over its trail (events, 双录 checkpoints, the access log's lines about it, retention's deletions of it,
 * its recordings and the documents it showed), with the head each append locks. What a room already has is
 * chained here, oldest first, so every room verifies from its start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('room_recordings').addColumn('sha256', 'text').execute();
  await db.schema.alterTable('file_pages').addColumn('sha256', 'text').execute();
  // An image is its own single page: its hash is the upload's.
  await sql`update file_pages p set sha256 = f.sha256 from files f where f.id = p.file_id and f.storage_key = p.storage_key`.execute(
    db,
  );

  await db.schema
    .createTable('record_trail')
    .addColumn('service_id', 'uuid', (c) => c.notNull().references('service_rooms.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq >= 1`))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('event', 'checkpoint', 'access', 'deletion', 'recording', 'document')`),
    )
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_trail_pk', ['service_id', 'seq'])
    .execute();
  await db.schema
    .createTable('trail_heads')
    .addColumn('service_id', 'uuid', (c) => c.primaryKey().references('service_rooms.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();

  await chainExisting(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trail_heads').execute();
  await db.schema.dropTable('record_trail').execute();
  await db.schema.alterTable('file_pages').dropColumn('sha256').execute();
  await db.schema.alterTable('room_recordings').dropColumn('sha256').execute();
}

/** The trail rows a room had before: read with the names the entries take, whichever way the driver names columns. */
async function existingEntries(db: Kysely<unknown>): Promise<TrailEntry[]> {
  const events = await sql<Parameters<typeof eventEntry>[0]>`
    select id, service_id as "serviceId", actor, actor_name as "actorName", event, detail, created_at as "createdAt"
    from room_events`.execute(db);
  const checkpoints = await sql<Parameters<typeof checkpointEntry>[0]>`
    select id, service_id as "serviceId", agent_id as "agentId", script_title as "scriptTitle", kind, keyword, text, at
    from sop_checkpoints`.execute(db);
  const access = await sql<Parameters<typeof accessEntry>[1] & { serviceId: string }>`
    select l.id, r.id as "serviceId", l.tenant_id as "tenantId", l.login_name as "loginName", l.role_name as "roleName",
      l.action, l.target, l.record_id as "recordId", l.customer_phone as "customerPhone", l.address, l.created_at as "createdAt"
    from access_logs l join service_rooms r on r.id::text = l.record_id`.execute(db);
  const deletions = await sql<Parameters<typeof deletionEntry>[1] & { serviceId: string }>`
    select d.id, r.id as "serviceId", d.tenant_id as "tenantId", d.kind, d.record_id as "recordId", d.summary,
      d.record_at as "recordAt", d.deleted_at as "deletedAt"
    from retention_deletions d join service_rooms r on r.id::text = d.record_id
    where d.kind = 'recording'`.execute(db);
  return [
    ...events.rows.map(eventEntry),
    ...checkpoints.rows.map(checkpointEntry),
    ...access.rows.map((row) => accessEntry(row.serviceId, row)),
    ...deletions.rows.map((row) => deletionEntry(row.serviceId, row)),
  ];
}

const INSERT_BATCH = 500;

async function chainExisting(db: Kysely<unknown>): Promise<void> {
  const byRoom = new Map<string, TrailEntry[]>();
  for (const entry of await existingEntries(db)) {
    const list = byRoom.get(entry.serviceId) ?? [];
    list.push(entry);
    byRoom.set(entry.serviceId, list);
  }
  const rows: RawBuilder<unknown>[] = [];
  const heads: RawBuilder<unknown>[] = [];
  for (const [serviceId, entries] of byRoom) {
    entries.sort(
      (a, b) =>
        a.at.getTime() - b.at.getTime() ||
        TRAIL_KINDS.indexOf(a.kind) - TRAIL_KINDS.indexOf(b.kind) ||
        a.sourceId.localeCompare(b.sourceId),
    );
    let prevHash = GENESIS_HASH;
    entries.forEach((entry, index) => {
      const content = canonicalJson(entry.content);
      const hash = chainHash(prevHash, content);
      rows.push(
        sql`(${serviceId}::uuid, ${index + 1}, ${entry.kind}, ${entry.sourceId}, ${content}, ${prevHash}, ${hash}, ${entry.at.toISOString()}::timestamptz)`,
      );
      prevHash = hash;
    });
    heads.push(sql`(${serviceId}::uuid, ${entries.length}, ${prevHash})`);
  }
  for (let at = 0; at < rows.length; at += INSERT_BATCH)
    await sql`insert into record_trail (service_id, seq, kind, source_id, content, prev_hash, hash, at)
      values ${sql.join(rows.slice(at, at + INSERT_BATCH))}`.execute(db);
  for (let at = 0; at < heads.length; at += INSERT_BATCH)
    await sql`insert into trail_heads (service_id, seq, hash) values ${sql.join(heads.slice(at, at + INSERT_BATCH))}`.execute(
      db,
    );
}
