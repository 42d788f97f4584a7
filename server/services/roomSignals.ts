import type { Kysely } from 'kysely';
import { isUuid } from '../../src/schemas/fields';
import type { DB } from '../db/types';

/**
 * How long a live room's agent, once read, answers the relay's checks. A call's first second sends a
 * burst of signals (hello, offer, answer, a dozen candidates); each read waited behind the requests the
 * two pages send as the hall opens.
 */
const REMEMBER_MS = 2000;

interface Known {
  agent: Promise<string | null>;
  until: number;
}

/**
 * Who may exchange WebRTC signals in a room: its agent, while the room is in progress. For the relay, a
 * live room's agent is remembered for a moment; this process forgets it as soon as it ends the room or hands it over
 * (CallRooms.onRoomChanged), another process within REMEMBER_MS (docs/decisions.md).
 */
export class RoomSignals {
  private readonly known = new Map<string, Known>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  readonly liveRoomAgent = (serviceId: string): Promise<string | null> => {
    if (!isUuid(serviceId)) return Promise.resolve(null);
    const at = this.now();
    const hit = this.known.get(serviceId);
    if (hit && hit.until > at) return hit.agent;
    this.dropExpired(at);
    const agent = this.read(serviceId);
    const entry = { agent, until: at + REMEMBER_MS };
    this.known.set(serviceId, entry);
    // Only a live room is remembered: an unknown or ended one, or a failed read, is read again next time.
    const drop = () => {
      if (this.known.get(serviceId) === entry) this.known.delete(serviceId);
    };
    agent.then((id) => (id === null ? drop() : undefined), drop);
    return agent;
  };

  /**
   * The live room's agent as the database has it now, never remembered: for a request that acts on the room
   * (a host control), which must not act on a room another process has just ended.
   */
  readonly liveRoomAgentNow = (serviceId: string): Promise<string | null> =>
    isUuid(serviceId) ? this.read(serviceId) : Promise.resolve(null);

  /**
   * The agent a customer's call rings at, or that answered it: who may make ready a connection with the
   * caller before the room opens. Read each time: a call passed on to another agent must not hear the first.
   */
  readonly callAgent = async (callId: string): Promise<string | null> => {
    if (!isUuid(callId)) return null;
    const call = await this.db
      .selectFrom('calls')
      .select('agentId')
      .where('id', '=', callId)
      .where('kind', '=', 'customer')
      .where('status', 'in', ['ringing', 'started'])
      .executeTakeFirst();
    return call?.agentId ?? null;
  };

  /** The room ended or went to another agent: the next signal reads it again. */
  readonly forget = (serviceId: string): void => {
    this.known.delete(serviceId);
  };

  private async read(serviceId: string): Promise<string | null> {
    const room = await this.db
      .selectFrom('serviceRooms')
      .select('agentId')
      .where('id', '=', serviceId)
      .where('status', '=', 'inProgress')
      .executeTakeFirst();
    return room?.agentId ?? null;
  }

  private dropExpired(at: number): void {
    for (const [serviceId, known] of this.known) if (known.until <= at) this.known.delete(serviceId);
  }
}
