import { BOT_EVENTS, BOT_NODE_TYPES, type BotInput } from '../../../src/domain/botFlow';
import { ANSWER_OUTCOMES } from '../../../src/domain/interaction';
import { DialogManagerError, type DialogBot, type DialogManager, type EngineStep } from './dialogPort';

/** Spec 2 §7.4's HTTP client: JSON, 50 s timeout, the access-token header. */
const DM_TIMEOUT_MS = 50_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** The vendor's botNode, checked: a step naming anything else is a fault of the service. */
function stepOf(result: Record<string, unknown>): EngineStep {
  const { event, botNode, intent, handover } = result;
  if (!oneOf(BOT_EVENTS, event)) throw new DialogManagerError('dialog manager answered an unknown event');
  let node: EngineStep['node'] = null;
  if (isObject(botNode)) {
    const { nodeId, eventType, words } = botNode;
    if (typeof nodeId !== 'string' || typeof words !== 'string')
      throw new DialogManagerError('dialog manager answered a node without nodeId or words');
    node = { nodeId, words, eventType: oneOf(BOT_NODE_TYPES, eventType) ? eventType : 'normal' };
  }
  return {
    event,
    node,
    intent: oneOf(ANSWER_OUTCOMES, intent) ? intent : null,
    handover: handover === true || node?.eventType === 'transfer',
  };
}

/**
 * The vendor's dialog manager (spec 2 §7.4): POST {base}/dm/init {botKey, callId}, PUT {base}/dm/{dmId}
 * with the answer ({text}) or a form event ({event}), POST {base}/dm/end {dmId}; each answers the
 * envelope {errCode, errInfo, result} with result {dmId, event, botNode {nodeId, eventType, words}, intent}; a
 * step hands over ('转接人工') when it says handover: true or its node is of eventType 'transfer'.
 */
export class VendorDialogManager implements DialogManager {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = DM_TIMEOUT_MS,
  ) {}

  async init(bot: DialogBot, callId: string): Promise<EngineStep & { dmId: string }> {
    const result = await this.call('POST', '/dm/init', { botKey: bot.botKey, callId });
    if (typeof result.dmId !== 'string' || result.dmId === '')
      throw new DialogManagerError('dialog manager answered no dmId');
    return { dmId: result.dmId, ...stepOf(result) };
  }

  async turn(dmId: string, input: BotInput): Promise<EngineStep> {
    return stepOf(await this.call('PUT', `/dm/${encodeURIComponent(dmId)}`, input));
  }

  async end(dmId: string): Promise<void> {
    await this.call('POST', '/dm/end', { dmId });
  }

  private async call(method: string, path: string, body: unknown): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(this.token ? { 'access-token': this.token } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new DialogManagerError(
        `dialog manager unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (response.status !== 200) throw new DialogManagerError(`dialog manager answered HTTP ${response.status}`);
    const envelope: unknown = await response.json().catch(() => null);
    if (!isObject(envelope) || envelope.errCode !== 0) {
      throw new DialogManagerError(
        `dialog manager refused: ${isObject(envelope) ? String(envelope.errInfo ?? envelope.errCode) : 'not JSON'}`,
      );
    }
    return isObject(envelope.result) ? envelope.result : {};
  }
}
