import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { endDialog, startDialog, takeTurn, type BotInput, type DialogStep } from '../../../src/domain/botFlow';
import type { DB } from '../../db/types';
import type { DialogBot, DialogManager, EngineStep } from './dialogPort';

const engineStep = (step: DialogStep): EngineStep => ({
  event: step.event,
  node: step.node ? { nodeId: step.node.nodeId, eventType: step.node.eventType, words: step.node.words } : null,
  intent: step.intent,
  handover: step.handover,
});

/**
 * Our dialogue engine: walks the flow the bot had when the dialogue opened (src/domain/botFlow.ts),
 * keeping each dialogue's state in the database so any server process can take the next turn.
 */
export class LocalDialogManager implements DialogManager {
  constructor(private readonly db: Kysely<DB>) {}

  async init(bot: DialogBot): Promise<EngineStep & { dmId: string }> {
    const dmId = randomUUID();
    const step = startDialog(bot.flow);
    await this.db
      .insertInto('botDialogStates')
      .values({ dmId, flow: JSON.stringify(bot.flow), state: JSON.stringify(step.state) })
      .execute();
    return { dmId, ...engineStep(step) };
  }

  async turn(dmId: string, input: BotInput): Promise<EngineStep> {
    const row = await this.db
      .selectFrom('botDialogStates')
      .select(['flow', 'state'])
      .where('dmId', '=', dmId)
      .executeTakeFirst();
    if (!row) return { event: 'BOT_TERMINATE', node: null, intent: null, handover: false };
    const step = takeTurn(row.flow, row.state, input);
    await this.save(dmId, step.state);
    return engineStep(step);
  }

  async end(dmId: string): Promise<void> {
    const row = await this.db.selectFrom('botDialogStates').select('state').where('dmId', '=', dmId).executeTakeFirst();
    if (row) await this.save(dmId, endDialog(row.state));
  }

  private async save(dmId: string, state: DialogStep['state']): Promise<void> {
    await this.db
      .updateTable('botDialogStates')
      .set({ state: JSON.stringify(state), updatedAt: new Date() })
      .where('dmId', '=', dmId)
      .execute();
  }
}
