import { sql, type Kysely } from 'kysely';

/** Invite numbers grow to 12 digits (server/services/inviteNumbers.ts); same-screen records of 6 stay valid. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table service_webs drop constraint service_webs_invite_number_check`.execute(db);
  await sql`alter table service_webs add constraint service_webs_invite_number_check check (invite_number ~ '^([0-9]{6}|[0-9]{12})$')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table service_webs drop constraint service_webs_invite_number_check`.execute(db);
  await sql`alter table service_webs add constraint service_webs_invite_number_check check (invite_number ~ '^[0-9]{6}$') not valid`.execute(
    db,
  );
}
