import type { BotInput } from '../../domain/botFlow';
import { botPaths, type CustomerDmStep } from '../../schemas/bot';
import { customerRequest } from '../customerApi';

/** A customer's dialogue with a bot (no sign-in): open it saying who they are, answer, leave. */
export const botChatApi = {
  open: (body: { tenantCode: string; botId: string; userName: string; userPhone: string }) =>
    customerRequest<CustomerDmStep>('POST', botPaths.customerDmInit, body),
  turn: (dmId: string, input: BotInput) =>
    customerRequest<CustomerDmStep>('POST', botPaths.customerDmTurn, { dmId, ...input }),
  end: (dmId: string) => customerRequest<null>('POST', botPaths.customerDmEnd, { dmId }),
};
