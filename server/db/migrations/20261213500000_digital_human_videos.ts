import { sql, type Kysely } from 'kysely';

/**
 * Digital humans that speak (issue 28): each video of an avatar saying words in a voice at a speed is
 * rendered once and kept under the key of those four (its render state, progress and files), and a
 * digital-human share web names its avatar, voice, speed and words and the video they make.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('digital_human_videos')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('cache_key', 'text', (c) => c.notNull().unique())
    .addColumn('avatar_id', 'uuid', (c) => c.notNull())
    .addColumn('voice_id', 'text', (c) => c.notNull())
    .addColumn('speed', 'double precision', (c) => c.notNull())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('render_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`render_state in ('queued', 'rendering', 'ready', 'failed')`),
    )
    .addColumn('render_progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('render_error', 'text')
    .addColumn('video_key', 'text')
    .addColumn('poster_key', 'text')
    .addColumn('duration_seconds', 'double precision')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('share_webs')
    .addColumn('avatar_id', 'uuid', (c) => c.references('avatars.id').onDelete('set null'))
    .addColumn('voice_id', 'text')
    .addColumn('speed_rate', 'double precision')
    .addColumn('words', 'text')
    .addColumn('digital_video_id', 'uuid', (c) => c.references('digital_human_videos.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('share_webs')
    .dropColumn('digital_video_id')
    .dropColumn('words')
    .dropColumn('speed_rate')
    .dropColumn('voice_id')
    .dropColumn('avatar_id')
    .execute();
  await db.schema.dropTable('digital_human_videos').execute();
}
