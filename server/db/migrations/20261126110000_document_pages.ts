import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * Documents converted to page images for the meeting hall: one conversion per document file (its
 * status, and the lease of the process converting it) and the stored image of each page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_conversions')
    .addColumn('file_id', 'uuid', (c) => c.primaryKey().references('files.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending','done','failed')`),
    )
    // The Chinese reason a failed conversion shows.
    .addColumn('error', 'text')
    // A process converting the document holds it until then; a crashed process's claim simply runs out.
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index file_conversions_pending on file_conversions (created_at) where status = 'pending'`.execute(
    db,
  );

  await db.schema
    .createTable('file_pages')
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('file_conversions.file_id').onDelete('cascade'))
    .addColumn('page_number', 'integer', (c) => c.notNull().check(sql`page_number >= 1`))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_pages_pk', ['file_id', 'page_number'])
    .execute();

  // Documents uploaded before this migration are converted like new ones.
  await sql`insert into file_conversions (file_id) select id from files where type = 'document'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_pages').execute();
  await db.schema.dropTable('file_conversions').execute();
}
