import { END_BY_AGENT } from '../../../schemas/callService';

/** The call service's client, loaded when first needed. */
export const loadCallServiceClient = () => import('./CallServiceClient').then((m) => m.CallServiceClient);

/**
 * Turns a 5G call down at the call service, which withdraws the offer. The call box needs the service's
 * client for nothing else, so it loads with the first call turned down, not with the agent's first page.
 */
export async function turnDownAtCallService(call: { url?: string; appToken?: string; callId: string }): Promise<void> {
  const CallServiceClient = await loadCallServiceClient();
  await new CallServiceClient(call.url ?? '').init(call.appToken ?? '').endVoiceCall(call.callId, END_BY_AGENT);
}
