import type { Kysely } from 'kysely';

/** A template preview made for /richMediaShare names the approved version it shows; one such preview per version. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('video_template_previews')
    .addColumn('template_version_id', 'uuid', (c) => c.references('video_template_versions.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('video_template_previews_shared_version')
    .unique()
    .on('video_template_previews')
    .column('template_version_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('video_template_previews_shared_version').execute();
  await db.schema.alterTable('video_template_previews').dropColumn('template_version_id').execute();
}
