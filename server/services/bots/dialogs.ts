import type { Kysely } from 'kysely';
import type { BotInput } from '../../../src/domain/botFlow';
import type { Scope } from '../../../src/domain/scope';
import type { DmStep } from '../../../src/schemas/bot';
import { isUuid } from '../../../src/schemas/fields';
import type { DB } from '../../db/types';
import { notFound } from '../../plugins/envelope';
import type { BotMaterials } from './botMaterials';
import { visibleTo } from './bots';
import { DialogManagerError, type DialogManager, type EngineStep } from './dialogPort';

const ENDING_EVENTS = new Set(['BOT_FINAL', 'BOT_TERMINATE', 'BOT_FAIL', 'BOT_FAILURE']);

/**
 * Dialogues with a bot (spec 2 §7.4 /dm/init, /dm/{dmId}, /dm/end): opened on a bot the caller sees, taken
 * on only by the account that opened it; the dialog manager behind the port answers each step. A fault
 * of the manager answers BOT_FAILURE (the preview shows '异常') and is reported to `onFault`.
 */
export class BotDialogs {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly manager: DialogManager,
    private readonly materials: BotMaterials,
    private readonly onFault: (error: DialogManagerError) => void,
  ) {}

  private async step(dmId: string, bot: { id: string; botKey: string }, engine: EngineStep): Promise<DmStep> {
    if (ENDING_EVENTS.has(engine.event))
      await this.db
        .updateTable('botDialogs')
        .set({ endedAt: new Date() })
        .where('id', '=', dmId)
        .where('endedAt', 'is', null)
        .execute();
    return {
      dmId,
      event: engine.event,
      intent: engine.intent,
      botNode: engine.node ? await this.materials.nodeView(bot, engine.node) : null,
    };
  }

  private async guarded<T>(run: () => Promise<T>, failed: T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof DialogManagerError)) throw error;
      this.onFault(error);
      return failed;
    }
  }

  async open(scope: Scope, botId: string, callId: string): Promise<DmStep> {
    const bot = isUuid(botId)
      ? await this.db
          .selectFrom('bots')
          .select(['id', 'botKey', 'flow'])
          .where('id', '=', botId)
          .where(visibleTo(scope))
          .executeTakeFirst()
      : undefined;
    if (!bot) throw notFound();
    // The manager is asked first, so a manager that refuses outright (none configured) leaves no dialogue behind.
    const failure: EngineStep & { dmId: string | null } = {
      dmId: null,
      event: 'BOT_FAILURE',
      node: null,
      intent: null,
    };
    const engine = await this.guarded<EngineStep & { dmId: string | null }>(
      () => this.manager.init({ botKey: bot.botKey, flow: bot.flow }, callId),
      failure,
    );
    const dialog = await this.db
      .insertInto('botDialogs')
      .values({ botId: bot.id, agentId: scope.agentId, callId, externalId: engine.dmId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.step(dialog.id, bot, engine);
  }

  private async dialog(scope: Scope, dmId: string) {
    const found = isUuid(dmId)
      ? await this.db
          .selectFrom('botDialogs as d')
          .innerJoin('bots', 'bots.id', 'd.botId')
          .select(['d.id', 'd.externalId', 'd.endedAt', 'bots.id as botId', 'bots.botKey'])
          .where('d.id', '=', dmId)
          .where('d.agentId', '=', scope.agentId)
          .executeTakeFirst()
      : undefined;
    if (!found) throw notFound();
    return found;
  }

  async turn(scope: Scope, dmId: string, input: BotInput): Promise<DmStep> {
    const dialog = await this.dialog(scope, dmId);
    const bot = { id: dialog.botId, botKey: dialog.botKey };
    if (dialog.endedAt !== null || dialog.externalId === null)
      return this.step(dialog.id, bot, { event: 'BOT_TERMINATE', node: null, intent: null });
    const engine = await this.guarded(() => this.manager.turn(dialog.externalId!, input), {
      event: 'BOT_FAILURE',
      node: null,
      intent: null,
    } as EngineStep);
    return this.step(dialog.id, bot, engine);
  }

  async end(scope: Scope, dmId: string): Promise<void> {
    const dialog = await this.dialog(scope, dmId);
    if (dialog.endedAt !== null) return;
    if (dialog.externalId !== null) await this.guarded(() => this.manager.end(dialog.externalId!), undefined);
    await this.db.updateTable('botDialogs').set({ endedAt: new Date() }).where('id', '=', dialog.id).execute();
  }
}
