import { sql, type Kysely } from 'kysely';

/**
 * How many agents each tenant and organisation holds, kept by the database itself as agents come, move and go,
 * so that the agents list's total is a read of a few rows instead of a count over every agent of a tenant (a
 * tenant of 100,000 agents took 100 ms of the database's time on each page).
 *
 * One row per (tenant, organisation) pair; a tenant's total is the sum of its rows. Inserts and deletes are
 * counted a statement at a time (an import of thousands of agents is one upsert per pair it touches), a move
 * between tenants or organisations a row at a time, only when one of the two changes. The pairs are upserted in
 * key order, so two statements touching the same pairs never wait on each other in a circle.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table agent_counts (
      scope_key text primary key,
      tenant_id uuid,
      org_account_id uuid,
      agents integer not null
    )
  `.execute(db);
  await sql`create index agent_counts_tenant on agent_counts (tenant_id)`.execute(db);
  await sql`
    create function agent_count_key(tenant uuid, org uuid) returns text language sql immutable as $$
      select coalesce(tenant::text, '-') || '/' || coalesce(org::text, '-')
    $$
  `.execute(db);
  await sql`
    create function agent_counts_add(tenant uuid, org uuid, delta integer) returns void language sql as $$
      insert into agent_counts (scope_key, tenant_id, org_account_id, agents)
      values (agent_count_key(tenant, org), tenant, org, delta)
      on conflict (scope_key) do update set agents = agent_counts.agents + excluded.agents
    $$
  `.execute(db);
  await sql`
    create function agent_counts_inserted() returns trigger language plpgsql as $$
    begin
      perform agent_counts_add(tenant_id, org_account_id, agents) from (
        select tenant_id, org_account_id, count(*)::int as agents from added
        group by tenant_id, org_account_id order by agent_count_key(tenant_id, org_account_id)
      ) as pairs;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function agent_counts_deleted() returns trigger language plpgsql as $$
    begin
      perform agent_counts_add(tenant_id, org_account_id, -agents) from (
        select tenant_id, org_account_id, count(*)::int as agents from removed
        group by tenant_id, org_account_id order by agent_count_key(tenant_id, org_account_id)
      ) as pairs;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function agent_counts_moved() returns trigger language plpgsql as $$
    begin
      if agent_count_key(old.tenant_id, old.org_account_id) < agent_count_key(new.tenant_id, new.org_account_id) then
        perform agent_counts_add(old.tenant_id, old.org_account_id, -1);
        perform agent_counts_add(new.tenant_id, new.org_account_id, 1);
      else
        perform agent_counts_add(new.tenant_id, new.org_account_id, 1);
        perform agent_counts_add(old.tenant_id, old.org_account_id, -1);
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function agent_counts_emptied() returns trigger language plpgsql as $$
    begin
      delete from agent_counts;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger agent_counts_inserted after insert on agents
    referencing new table as added for each statement execute function agent_counts_inserted()
  `.execute(db);
  await sql`
    create trigger agent_counts_deleted after delete on agents
    referencing old table as removed for each statement execute function agent_counts_deleted()
  `.execute(db);
  await sql`
    create trigger agent_counts_moved after update of tenant_id, org_account_id on agents for each row
    when (old.tenant_id is distinct from new.tenant_id or old.org_account_id is distinct from new.org_account_id)
    execute function agent_counts_moved()
  `.execute(db);
  await sql`
    create trigger agent_counts_emptied after truncate on agents for each statement execute function agent_counts_emptied()
  `.execute(db);
  await sql`
    insert into agent_counts (scope_key, tenant_id, org_account_id, agents)
    select agent_count_key(tenant_id, org_account_id), tenant_id, org_account_id, count(*)
    from agents group by tenant_id, org_account_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['agent_counts_inserted', 'agent_counts_deleted', 'agent_counts_moved', 'agent_counts_emptied'])
    await sql`drop trigger ${sql.id(trigger)} on agents`.execute(db);
  for (const fn of ['agent_counts_inserted', 'agent_counts_deleted', 'agent_counts_moved', 'agent_counts_emptied'])
    await sql`drop function ${sql.id(fn)}()`.execute(db);
  await sql`drop function agent_counts_add(uuid, uuid, integer)`.execute(db);
  await sql`drop function agent_count_key(uuid, uuid)`.execute(db);
  await sql`drop table agent_counts`.execute(db);
}
