import type { Transaction } from 'kysely';
import { planOffers, type WaitingCall } from '../../../src/domain/callRouting';
import type { Clock } from '../../clock';
import type { DB } from '../../db/types';
import type { Afterwards } from './afterwards';
import { idleAgentQueue } from './idleAgents';

/** The columns routing reads of a tenant's open calls. */
const OPEN_CALL_COLUMNS = [
  'id',
  'status',
  'agentId',
  'groupId',
  'targetAgentId',
  'askedAt',
  'passedBy',
  'kind',
  'fromAgentId',
  'serviceId',
] as const;

/** The tenant's calls waiting or ringing, unordered: a select routing reads, or joins to a statement of its own. */
function openCallsQuery(trx: Transaction<DB>, tenantId: string) {
  return trx
    .selectFrom('calls')
    .select(OPEN_CALL_COLUMNS)
    .where('tenantId', '=', tenantId)
    .where('status', 'in', ['waiting', 'ringing']);
}

export type OpenCall = Awaited<ReturnType<ReturnType<typeof openCallsQuery>['executeTakeFirstOrThrow']>>;

/** The order of the queue: asked first, ties by id. */
export const inAskedOrder = (a: OpenCall, b: OpenCall) =>
  a.askedAt.getTime() - b.askedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Offers the tenant's waiting calls, under the tenant's advisory lock the caller holds (CallQueue.inTenant);
 * what it decides goes into `after`, told once the transaction has committed. The tenant's open calls are read once: the waiting ones to offer,
 * the ringing ones to know which agents are being rung, and both for the customers to be told their
 * place (or the caller hands them over, read with a statement of its own). Each call then reads and offers
 * only the one agent chosen for it (idleAgents.ts).
 */
export async function planTenant(
  trx: Transaction<DB>,
  tenantId: string,
  after: Afterwards,
  clock: Clock,
  presenceGraceSeconds: number,
  read: readonly OpenCall[] | null = null,
): Promise<void> {
  const openRows = read
    ? [...read].sort(inAskedOrder)
    : await openCallsQuery(trx, tenantId).orderBy('askedAt').orderBy('id').execute();
  const waitingRows = openRows.filter((row) => row.status === 'waiting');
  if (waitingRows.length > 0) {
    const waiting: WaitingCall[] = waitingRows.map((row) => ({
      callId: row.id,
      tenantId,
      groupId: row.groupId ?? undefined,
      targetAgentId: row.targetAgentId ?? undefined,
      askedAt: row.askedAt.getTime(),
      passedBy: row.passedBy,
    }));
    const ringing = new Set(openRows.flatMap((row) => (row.status === 'ringing' && row.agentId ? [row.agentId] : [])));
    const now = clock.now();
    const graceStart = new Date(now.getTime() - presenceGraceSeconds * 1000);
    const queue = idleAgentQueue(trx, tenantId, { graceStart, ringing, now });
    const plan = await planOffers(waiting, queue);
    // The ring the agent hears was read as the call was offered: nothing more to read once committed.
    for (const offer of plan.offers) {
      const incoming = queue.rings.get(offer.callId);
      if (incoming) after.offers.push({ agentId: offer.agentId, incoming });
    }
    // A transfer rings someone now or fails now: the agent asking for it is waiting for the answer.
    for (const row of waitingRows) {
      if (row.kind !== 'transfer' || !plan.waiting.includes(row.id)) continue;
      await trx.updateTable('calls').set({ status: 'missed', closedAt: now }).where('id', '=', row.id).execute();
      if (row.fromAgentId && row.serviceId)
        after.transferFailed.push({ serviceId: row.serviceId, callId: row.id, agentId: row.fromAgentId });
    }
  }
  tellPlaces(after, openRows);
}

/**
 * Every customer hears its place: the open customers' calls before it, in the order they asked (openRows are in
 * that order). Offers keep a customer's call open, waiting becomes ringing.
 */
export function tellPlaces(after: Afterwards, openRows: readonly OpenCall[]): void {
  const offered = new Set(after.offers.map((offer) => offer.incoming.callId));
  const customers = openRows.filter((row) => row.kind === 'customer');
  customers.forEach((row, index) => {
    after.calls.add(row.id);
    after.states.set(row.id, {
      callId: row.id,
      status: offered.has(row.id) ? 'ringing' : row.status,
      position: index + 1,
      serviceId: null,
      inviteNumber: null,
      key: null,
      agentName: null,
    });
  });
}
