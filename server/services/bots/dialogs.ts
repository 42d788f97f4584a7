import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { BotFlow, BotInput } from '../../../src/domain/botFlow';
import type { Scope } from '../../../src/domain/scope';
import {
  botTexts,
  type BotLine,
  type CustomerDmInit,
  type CustomerDmStep,
  type DmStep,
} from '../../../src/schemas/bot';
import { callTexts } from '../../../src/schemas/call';
import { isUuid } from '../../../src/schemas/fields';
import { TRANSFER_DEFAULTS } from '../../../src/schemas/transferConfig';
import type { DB } from '../../db/types';
import { AppError, conflict, invalid, notFound } from '../../plugins/envelope';
import type { Realtime } from '../../plugins/realtime';
import type { CallQueue } from '../calls';
import type { BotMaterials } from './botMaterials';
import { visibleTo } from './bots';
import { DialogManagerError, type DialogManager, type EngineStep } from './dialogPort';

const ENDING_EVENTS = new Set(['BOT_FINAL', 'BOT_TERMINATE', 'BOT_FAIL', 'BOT_FAILURE']);

/** A dialogue as a step reads it: the bot it runs, and, for a customer's, whom it hands over and where. */
interface Dialog {
  id: string;
  botId: string;
  botKey: string;
  externalId: string | null;
  endedAt: Date | null;
  /** Null for a staff's preview: its steps never ask a call. */
  customer: { tenantId: string; name: string; phone: string } | null;
}

/** What a dialogue step needs besides the dialogue: the calls it may ask, and the sockets it tells. */
export interface DialogPorts {
  queue: Pick<CallQueue, 'ask'>;
  realtime: Pick<Realtime, 'emitToBotDialog'>;
}

/**
 * Dialogues with a bot (spec 2 §7.4 /dm/init, /dm/{dmId}, /dm/end). A staff's preview is opened on a bot the
 * caller sees and taken on only by the account that opened it. A customer's is opened on a bot of a tenant
 * (its own, or a public one allotted to it) by who the customer says they are, and taken on by its id; its
 * steps are told on the customer's socket (videoBot, handup, BOT_FINAL_END), and a step that hands over
 * ('转接人工') asks a call of the tenant's transfer group, so an agent's call box rings as for any call. Both
 * keep what the bot and the customer said (the transcript the answering agent reads). A fault of the manager
 * answers BOT_FAILURE (the preview shows '异常') and is reported to `onFault`.
 */
export class BotDialogs {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly manager: DialogManager,
    private readonly materials: BotMaterials,
    private readonly ports: DialogPorts,
    private readonly onFault: (error: DialogManagerError) => void,
  ) {}

  // ——— a staff's preview ———

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
    const engine = await this.engineInit(bot, callId);
    const dialog = await this.db
      .insertInto('botDialogs')
      .values({ botId: bot.id, agentId: scope.agentId, callId, externalId: engine.dmId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.step({ ...this.fresh(dialog.id, bot, engine.dmId), customer: null }, engine, null);
  }

  async turn(scope: Scope, dmId: string, input: BotInput): Promise<DmStep> {
    return this.take(await this.dialog(dmId, { agentId: scope.agentId }), input);
  }

  async end(scope: Scope, dmId: string): Promise<void> {
    await this.close(await this.dialog(dmId, { agentId: scope.agentId }));
  }

  // ——— a customer's dialogue ———

  /** A customer opens a dialogue with a bot of the tenant named by its code. */
  async openForCustomer(input: CustomerDmInit): Promise<CustomerDmStep> {
    const tenant = await this.db
      .selectFrom('tenants')
      .select(['id'])
      .where('code', '=', input.tenantCode)
      .where('status', '=', true)
      .executeTakeFirst();
    if (!tenant) throw invalid({ tenantCode: callTexts.tenantUnknown });
    const bot = await this.db
      .selectFrom('bots')
      .select(['id', 'botKey', 'flow'])
      .where('id', '=', input.botId)
      .where((eb) =>
        eb.or([
          eb('bots.tenantId', '=', tenant.id),
          eb.and([
            eb('bots.isPublic', '=', true),
            eb.exists(
              eb
                .selectFrom('botTenants as bt')
                .select('bt.botId')
                .whereRef('bt.botId', '=', 'bots.id')
                .where('bt.tenantId', '=', tenant.id),
            ),
          ]),
        ]),
      )
      .executeTakeFirst();
    if (!bot) throw invalid({ botId: botTexts.botUnknown });
    const customer = { tenantId: tenant.id, name: input.userName.trim(), phone: input.userPhone };
    const engine = await this.engineInit(bot, randomUUID());
    const dialog = await this.db
      .insertInto('botDialogs')
      .values({
        botId: bot.id,
        agentId: null,
        tenantId: tenant.id,
        customerName: customer.name,
        customerPhone: customer.phone,
        callId: randomUUID(),
        externalId: engine.dmId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.customerStep({ ...this.fresh(dialog.id, bot, engine.dmId), customer }, engine, null);
  }

  async turnForCustomer(dmId: string, input: BotInput): Promise<CustomerDmStep> {
    const dialog = await this.dialog(dmId, 'customer');
    if (dialog.endedAt !== null || dialog.externalId === null) throw conflict(botTexts.dialogOver);
    const engine = await this.guarded(() => this.manager.turn(dialog.externalId!, input), failedStep);
    return this.customerStep(dialog, engine, 'text' in input ? input.text : null);
  }

  /** The customer leaves, or cancels before an agent answers: the dialogue ends, nothing is asked. */
  async endForCustomer(dmId: string): Promise<void> {
    const dialog = await this.dialog(dmId, 'customer');
    if (await this.close(dialog))
      this.ports.realtime.emitToBotDialog(dialog.id, 'BOT_FINAL_END', { dmId, reason: 'left' });
  }

  /** What a customer's socket may follow: an open dialogue of a customer, by its id. */
  async follow(dmId: string): Promise<{ dmId: string } | null> {
    if (!isUuid(dmId)) return null;
    const found = await this.db
      .selectFrom('botDialogs')
      .select('id')
      .where('id', '=', dmId)
      .where('agentId', 'is', null)
      .executeTakeFirst();
    return found ? { dmId: found.id } : null;
  }

  /**
   * What the bot and the customer said before the call of a room was answered: for the room's agent, and the
   * admins whose scope covers the room's tenant; null when the room's call came from no bot.
   */
  async transcript(scope: Scope, serviceId: string): Promise<{ botName: string; lines: BotLine[] } | null> {
    if (!isUuid(serviceId)) throw notFound();
    const room = await this.db
      .selectFrom('serviceRooms as r')
      .select(['r.agentId', 'r.tenantId', 'r.callId'])
      .where('r.id', '=', serviceId)
      .executeTakeFirst();
    const covers =
      room &&
      (room.agentId === scope.agentId ||
        scope.level === '4' ||
        (scope.level === '3' && scope.tenantId !== null && room.tenantId === scope.tenantId));
    if (!room || !covers) throw notFound();
    if (!room.callId) return null;
    const dialog = await this.db
      .selectFrom('botDialogs as d')
      .innerJoin('bots as b', 'b.id', 'd.botId')
      .select(['b.name', 'd.lines'])
      .where('d.handedCallId', '=', room.callId)
      .orderBy('d.createdAt', 'desc')
      .executeTakeFirst();
    return dialog ? { botName: dialog.name, lines: dialog.lines } : null;
  }

  // ——— the steps ———

  private fresh(id: string, bot: { id: string; botKey: string }, externalId: string | null) {
    return { id, botId: bot.id, botKey: bot.botKey, externalId, endedAt: null };
  }

  /** The manager is asked first, so a manager that refuses outright (none configured) leaves no dialogue behind. */
  private engineInit(bot: { botKey: string; flow: BotFlow }, callId: string) {
    return this.guarded<EngineStep & { dmId: string | null }>(
      () => this.manager.init({ botKey: bot.botKey, flow: bot.flow }, callId),
      { ...failedStep, dmId: null },
    );
  }

  private async take(dialog: Dialog, input: BotInput): Promise<DmStep> {
    if (dialog.endedAt !== null || dialog.externalId === null)
      return this.step(dialog, { event: 'BOT_TERMINATE', node: null, intent: null, handover: false }, null);
    const engine = await this.guarded(() => this.manager.turn(dialog.externalId!, input), failedStep);
    return this.step(dialog, engine, 'text' in input ? input.text : null);
  }

  /** Keeps what was said, ends the dialogue on an ending event, and reads the node the bot now says. */
  private async step(dialog: Dialog, engine: EngineStep, answer: string | null): Promise<DmStep> {
    const at = new Date().toISOString();
    const lines: BotLine[] = [
      ...(answer !== null && answer.trim() !== '' ? [{ who: 'customer' as const, text: answer.trim(), at }] : []),
      ...(engine.node ? [{ who: 'bot' as const, text: engine.node.words, at }] : []),
    ];
    const ending = ENDING_EVENTS.has(engine.event) || engine.handover;
    if (lines.length > 0 || ending)
      await this.db
        .updateTable('botDialogs')
        .set((eb) => ({
          lines: sql`${eb.ref('lines')} || ${JSON.stringify(lines)}::jsonb`,
          ...(ending ? { endedAt: sql`coalesce(ended_at, now())` } : {}),
        }))
        .where('id', '=', dialog.id)
        .execute();
    return {
      dmId: dialog.id,
      event: engine.event,
      intent: engine.intent,
      handover: engine.handover,
      botNode: engine.node
        ? await this.materials.nodeView({ id: dialog.botId, botKey: dialog.botKey }, engine.node)
        : null,
    };
  }

  /** A customer's step, told on its socket; a hand-over asks the call and tells the customer which. */
  private async customerStep(dialog: Dialog, engine: EngineStep, answer: string | null): Promise<CustomerDmStep> {
    const step = await this.step(dialog, engine, answer);
    const realtime = this.ports.realtime;
    realtime.emitToBotDialog(dialog.id, 'videoBot', step);
    let result: CustomerDmStep = { ...step, transfer: null, transferRefused: null };
    if (step.handover && dialog.customer) {
      result = { ...result, ...(await this.handOver(dialog.id, dialog.customer)) };
      realtime.emitToBotDialog(dialog.id, 'handup', {
        dmId: dialog.id,
        transfer: result.transfer,
        transferRefused: result.transferRefused,
      });
    }
    if (step.handover || ENDING_EVENTS.has(step.event))
      realtime.emitToBotDialog(dialog.id, 'BOT_FINAL_END', {
        dmId: dialog.id,
        reason: step.handover ? 'handover' : step.event === 'BOT_FINAL' ? 'final' : 'failed',
      });
    return result;
  }

  /**
   * '转接人工': a call of the tenant's transfer group (转人工配置), asked as the customer's own call page asks one,
   * so routing, the call box and its ring are the same; refused with the reason when the tenant has no transfer
   * group, or nobody can take it (暂无顾问在线, 当前为非工作时间, the queue is full …).
   */
  private async handOver(
    dialogId: string,
    customer: NonNullable<Dialog['customer']>,
  ): Promise<Pick<CustomerDmStep, 'transfer' | 'transferRefused'>> {
    const config = await this.db
      .selectFrom('tenants as t')
      .leftJoin('transferConfigs as c', 'c.tenantId', 't.id')
      .select(['t.code', 'c.enabled', 'c.agentGroupId', 'c.waitText'])
      .where('t.id', '=', customer.tenantId)
      .executeTakeFirstOrThrow();
    if (!config.enabled || !config.agentGroupId) return { transfer: null, transferRefused: botTexts.noTransferGroup };
    try {
      const asked = await this.ports.queue.ask({
        tenantCode: config.code,
        userName: customer.name,
        userPhone: customer.phone,
        groupId: config.agentGroupId,
      });
      await this.db.updateTable('botDialogs').set({ handedCallId: asked.callId }).where('id', '=', dialogId).execute();
      return {
        transferRefused: null,
        transfer: {
          callId: asked.callId,
          tenantCode: config.code,
          groupId: config.agentGroupId,
          name: customer.name,
          phone: customer.phone,
          waitText: config.waitText ?? TRANSFER_DEFAULTS.waitText,
        },
      };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return { transfer: null, transferRefused: err.message };
    }
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

  /** A dialogue by its id: a staff's own preview, or (for 'customer') one a customer opened. */
  private async dialog(dmId: string, owner: { agentId: string } | 'customer'): Promise<Dialog> {
    const found = isUuid(dmId)
      ? await this.db
          .selectFrom('botDialogs as d')
          .innerJoin('bots', 'bots.id', 'd.botId')
          .select([
            'd.id',
            'd.externalId',
            'd.endedAt',
            'd.tenantId',
            'd.customerName',
            'd.customerPhone',
            'bots.id as botId',
            'bots.botKey',
          ])
          .where('d.id', '=', dmId)
          .where((eb) => (owner === 'customer' ? eb('d.agentId', 'is', null) : eb('d.agentId', '=', owner.agentId)))
          .executeTakeFirst()
      : undefined;
    if (!found) throw notFound();
    const { tenantId, customerName, customerPhone, ...rest } = found;
    return {
      ...rest,
      customer:
        owner === 'customer' && tenantId ? { tenantId, name: customerName ?? '', phone: customerPhone ?? '' } : null,
    };
  }

  /** Ends a dialogue still open; whether this call ended it. */
  private async close(dialog: Dialog): Promise<boolean> {
    if (dialog.endedAt !== null) return false;
    if (dialog.externalId !== null) await this.guarded(() => this.manager.end(dialog.externalId!), undefined);
    const ended = await this.db
      .updateTable('botDialogs')
      .set({ endedAt: new Date() })
      .where('id', '=', dialog.id)
      .where('endedAt', 'is', null)
      .executeTakeFirst();
    return Number(ended.numUpdatedRows) > 0;
  }
}

const failedStep: EngineStep = { event: 'BOT_FAILURE', node: null, intent: null, handover: false };
