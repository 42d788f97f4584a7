import { randomUUID } from 'node:crypto';
import type { WecomContact, WecomTaskKind } from '../../../src/schemas/wecomTask';
import type { Clock } from '../../clock';
import { MASS_SEND_REASONS, type WecomPort, type WecomResult, type WecomSend } from './port';

/** The contact book every member has in the simulator; the last one has deleted the member. */
const CONTACT_NAMES = ['王先生', '李女士', '张先生', '刘女士', '陈先生', '赵女士'];
const NOT_A_FRIEND = `wm_sim_${CONTACT_NAMES.length}`;
const SIMULATED_CONTACTS: readonly WecomContact[] = CONTACT_NAMES.map((name, i) => ({
  externalUserId: `wm_sim_${i + 1}`,
  name,
}));

interface RecordedSend extends WecomSend {
  at: number;
}

/**
 * The local WeCom: records every send and delivers it one recipient per `stepMs` (by the app's clock),
 * so a task's progress can be watched; a contact who is no longer a friend fails as WeCom reports it.
 */
export class SimulatedWecom implements WecomPort {
  /** Every send made, by its id, for a person or a test to look at. */
  readonly sends = new Map<string, RecordedSend>();

  constructor(
    private readonly clock: Clock,
    private readonly stepMs = 1000,
  ) {}

  async contacts(): Promise<WecomContact[]> {
    return [...SIMULATED_CONTACTS];
  }

  async send(send: WecomSend): Promise<{ externalId: string; refused: { externalUserId: string; reason: string }[] }> {
    const known = new Set(SIMULATED_CONTACTS.map((c) => c.externalUserId));
    const externalId = `${send.kind === 'mass' ? 'msg' : 'moment'}${randomUUID().replaceAll('-', '')}`;
    this.sends.set(externalId, { ...send, at: this.clock.now().getTime() });
    return {
      externalId,
      refused: send.externalUserIds
        .filter((id) => !known.has(id))
        .map((externalUserId) => ({ externalUserId, reason: MASS_SEND_REASONS[2]! })),
    };
  }

  async results(
    _kind: WecomTaskKind,
    externalId: string,
    _sender: string,
    waiting: readonly string[],
  ): Promise<WecomResult[]> {
    const send = this.sends.get(externalId);
    // A send made before the app last started is reported as delivered.
    if (!send)
      return waiting.map((externalUserId) => ({
        externalUserId,
        status: 'sent',
        reason: null,
        sentAt: this.clock.now(),
      }));
    const elapsed = this.clock.now().getTime() - send.at;
    return send.externalUserIds.map((externalUserId, i) => {
      const due = send.at + (i + 1) * this.stepMs;
      if (elapsed < (i + 1) * this.stepMs) return { externalUserId, status: 'pending', reason: null, sentAt: null };
      if (externalUserId === NOT_A_FRIEND)
        return { externalUserId, status: 'failed', reason: MASS_SEND_REASONS[2]!, sentAt: null };
      return { externalUserId, status: 'sent', reason: null, sentAt: new Date(due) };
    });
  }
}
