import { sql, type Kysely } from 'kysely';

/**
 * A customer's call asked in one statement: `call_ask` finds the tenant by its code, takes the tenant's routing
 * lock (the advisory lock every change of the tenant's calls holds, server/services/calls/routing.ts), checks the
 * service group and the product link, and inserts the call, offered at once to the agent routing would pick when
 * no call of the tenant waits before it; then it returns the tenant and its open calls.
 *
 * Asked from the server as four statements (begin, the lock, the insert, commit), the call spent most of its time
 * between the server and the database. A PL/pgSQL function runs them in one round trip, with its statements'
 * plans kept for the session; and each statement of a volatile function reads with a fresh snapshot, so the
 * insert, made after the lock is held, sees every change committed by the lock's previous holder, as the fourth
 * statement of a transaction would.
 *
 * The rows: first ('tenant', the tenant's id, its ring URL); then either ('groupUnknown') alone, or the call
 * inserted ('fresh') followed by the tenant's other open calls ('open'). An unknown or disabled
 * tenant returns no row. Nothing is inserted when nobody of the tenant serves, outside the tenant's working
 * slots, or at a cap (the server then reads why, CallQueue.refuseNobodyOrOverCap).
 *
 * The agent picked, the condition of being served and the slots' admission are those of idleAgents.ts
 * (pickIdleAgent), availability.ts (someAgentServes) and workSlots.ts (slotsAdmit); a change to one changes both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function call_ask(
      p_tenant_code text,
      p_group_id uuid,
      p_web_id uuid,
      p_user_name text,
      p_user_phone text,
      p_grace_start timestamptz,
      p_now timestamptz,
      p_china_day text,
      p_per_phone integer,
      p_per_tenant integer
    )
    returns table (
      row_kind text,
      id uuid,
      status text,
      agent_id uuid,
      group_id uuid,
      target_agent_id uuid,
      asked_at timestamptz,
      passed_by jsonb,
      kind text,
      from_agent_id uuid,
      service_id uuid,
      user_name text,
      user_phone text,
      offered_at timestamptz,
      ring_url text
    )
    language plpgsql volatile as $$
    #variable_conflict use_column
    declare
      v_tenant uuid;
      v_ring_url text;
      v_product uuid;
    begin
      select t.id, t.ring_url into v_tenant, v_ring_url from tenants t where t.code = p_tenant_code and t.status;
      if v_tenant is null then
        return;
      end if;
      perform pg_advisory_xact_lock(hashtext('calls:' || v_tenant::text));
      return query select 'tenant', v_tenant, null::text, null::uuid, null::uuid, null::uuid, null::timestamptz,
        null::jsonb, null::text, null::uuid, null::uuid, null::text, null::text, null::timestamptz, v_ring_url;

      if p_group_id is not null
        and not exists (select 1 from agent_groups g where g.id = p_group_id and g.tenant_id = v_tenant) then
        return query select 'groupUnknown', null::uuid, null::text, null::uuid, null::uuid, null::uuid,
          null::timestamptz, null::jsonb, null::text, null::uuid, null::uuid, null::text, null::text,
          null::timestamptz, null::text;
        return;
      end if;
      -- A product link gone since the customer's page was made only loses the product, not the call.
      if p_web_id is not null then
        select w.id into v_product from share_webs w where w.id = p_web_id and w.tenant_id = v_tenant and w.status;
      end if;

      return query
      with chosen as (
        -- The agent routing would pick (pickIdleAgent, call not yet rung at anyone), when no call waits before it. The
        -- two sides differ only in online and the grace, each read through its own partial index (agents_idle_*).
        select pick.id from (
          select * from (
            select a.id, a.status_since from agents a join sys_roles r on r.id = a.role_id
            where a.tenant_id = v_tenant and a.service_status = 'idle' and a.online = true and a.status = true
              and r.level = '1'
              and not exists (
                select 1 from calls k where k.tenant_id = v_tenant and k.status = 'ringing' and k.agent_id = a.id)
              and (select count(*) from service_rooms s where s.agent_id = a.id and s.status = 'inProgress')
                < a.call_five_concurrency
              and (p_group_id is null or exists (
                select 1 from agent_group_members m where m.group_id = p_group_id and m.agent_id = a.id)
                or exists (
                  select 1 from agent_groups g, jsonb_array_elements_text(g.skills) sk
                  where g.id = p_group_id and g.tenant_id = v_tenant and a.skill_name @> jsonb_build_array(sk)))
            order by a.status_since, a.id limit 1 for update of a
          ) online
          union all
          select * from (
            select a.id, a.status_since from agents a join sys_roles r on r.id = a.role_id
            where a.tenant_id = v_tenant and a.service_status = 'idle' and a.online = false
              and a.presence_changed_at > p_grace_start and a.status = true and r.level = '1'
              and not exists (
                select 1 from calls k where k.tenant_id = v_tenant and k.status = 'ringing' and k.agent_id = a.id)
              and (select count(*) from service_rooms s where s.agent_id = a.id and s.status = 'inProgress')
                < a.call_five_concurrency
              and (p_group_id is null or exists (
                select 1 from agent_group_members m where m.group_id = p_group_id and m.agent_id = a.id)
                or exists (
                  select 1 from agent_groups g, jsonb_array_elements_text(g.skills) sk
                  where g.id = p_group_id and g.tenant_id = v_tenant and a.skill_name @> jsonb_build_array(sk)))
            order by a.status_since, a.id limit 1 for update of a
          ) leaving
          order by status_since, id limit 1
        ) pick
        where not exists (select 1 from calls w where w.tenant_id = v_tenant and w.status = 'waiting')
      ),
      queued as (
        select count(*) as tenant_calls,
          count(*) filter (where c.user_phone = p_user_phone) as phone_calls,
          -- someAgentServes
          exists (
            select 1 from agents a join sys_roles r on r.id = a.role_id
            where a.tenant_id = v_tenant and a.status and r.level = '1' and a.service_status <> 'away'
              and (a.online or a.presence_changed_at > p_grace_start)
          ) as served,
          -- slotsAdmit
          (
            not exists (
              select 1 from agent_work_slots ws where ws.tenant_id = v_tenant and ws.work_date = p_china_day and ws.enabled)
            or exists (
              select 1 from agent_work_slots ws
              where ws.tenant_id = v_tenant and ws.enabled and ws.starts_at <= p_now and ws.ends_at > p_now)
          ) as admitted
        from calls c
        where c.tenant_id = v_tenant and c.kind = 'customer' and c.status in ('waiting', 'ringing')
      ),
      fresh as (
        insert into calls (tenant_id, group_id, user_name, user_phone, passed_by, product_web_id, status, agent_id,
                           offered_at, asked_at)
        select v_tenant, p_group_id, p_user_name, p_user_phone, '[]'::jsonb, v_product,
          case when chosen.id is null then 'waiting' else 'ringing' end,
          chosen.id,
          case when chosen.id is null then null else p_now end,
          -- The moment the lock was held, not the transaction's start: a caller who waited for the lock is behind
          -- every call asked while it waited, and its place says so.
          clock_timestamp()
        from queued left join chosen on true
        where served and admitted and phone_calls < p_per_phone and tenant_calls < p_per_tenant
        returning calls.id, calls.status, calls.agent_id, calls.group_id, calls.target_agent_id, calls.asked_at,
          calls.passed_by, calls.kind, calls.from_agent_id, calls.service_id, calls.user_name, calls.user_phone,
          calls.offered_at
      )
      select 'fresh', f.id, f.status, f.agent_id, f.group_id, f.target_agent_id, f.asked_at, f.passed_by, f.kind,
        f.from_agent_id, f.service_id, f.user_name, f.user_phone, f.offered_at, null::text
      from fresh f
      union all
      select 'open', c.id, c.status, c.agent_id, c.group_id, c.target_agent_id, c.asked_at, c.passed_by, c.kind,
        c.from_agent_id, c.service_id, c.user_name, c.user_phone, c.offered_at, null::text
      from calls c
      where c.tenant_id = v_tenant and c.status in ('waiting', 'ringing');
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function call_ask(text, uuid, uuid, text, text, timestamptz, timestamptz, text, integer, integer)`.execute(
    db,
  );
}
