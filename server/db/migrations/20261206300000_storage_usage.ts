import type { Kysely } from 'kysely';

/**
 * A tenant's storage is summed on every upload (server/services/storageQuota.ts): each table of stored
 * files is reached by its tenant through an index holding the size, so the sum reads the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('files_tenant_size').on('files').columns(['tenant_id', 'size']).execute();
  await db.schema
    .createIndex('material_images_tenant_size')
    .on('material_images')
    .columns(['tenant_id', 'size'])
    .execute();
  await db.schema
    .createIndex('template_backgrounds_tenant_size')
    .on('template_backgrounds')
    .columns(['tenant_id', 'size'])
    .execute();
  await db.schema
    .createIndex('room_recordings_tenant_size')
    .on('room_recordings')
    .columns(['tenant_id', 'size'])
    .execute();
  await db.schema.createIndex('file_uploads_agent').on('file_uploads').columns(['agent_id', 'size']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'file_uploads_agent',
    'room_recordings_tenant_size',
    'template_backgrounds_tenant_size',
    'material_images_tenant_size',
    'files_tenant_size',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
