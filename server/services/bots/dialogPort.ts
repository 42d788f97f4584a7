import type { BotEvent, BotFlow, BotInput, BotNodeType } from '../../../src/domain/botFlow';
import type { AnswerOutcome } from '../../../src/domain/interaction';

/** The bot a dialogue is opened with: the dialog manager knows it by its key; our engine walks its flow. */
export interface DialogBot {
  botKey: string;
  flow: BotFlow;
}

/** One answer of the dialog manager: what happened and the node the bot now says, if any. */
export interface EngineStep {
  event: BotEvent;
  node: { nodeId: string; eventType: BotNodeType; words: string } | null;
  intent: AnswerOutcome | null;
  /** The dialogue ends by handing the customer over to a person ('转接人工'). */
  handover: boolean;
}

/**
 * The dialog manager (spec 2 §7.4: POST /dm/init, PUT /dm/{dmId}, POST /dm/end). The production adapter
 * (vendorDialog.ts) speaks the vendor's service at DM_URL; our engine (localDialog.ts) is the default.
 * A manager that cannot answer throws DialogManagerError; the dialogue then reports BOT_FAILURE.
 */
export interface DialogManager {
  init(bot: DialogBot, callId: string): Promise<EngineStep & { dmId: string }>;
  turn(dmId: string, input: BotInput): Promise<EngineStep>;
  end(dmId: string): Promise<void>;
}

export class DialogManagerError extends Error {}
