import { ErrCode, type Envelope } from '../../../src/schemas/api';

/** A JSON POST that must succeed; a server answering errors quickly must not pass for a fast one. */
async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const envelope = JSON.parse(text) as Envelope<T>;
  if (response.status !== 200 || envelope.errCode !== ErrCode.ok)
    throw new Error(`POST ${new URL(url).pathname}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return envelope.result as T;
}

/** The customer's call request, without sign-in; answers the call's id. */
export async function askCall(baseUrl: string, tenantCode: string): Promise<string> {
  const result = await post<{ callId?: unknown }>(`${baseUrl}/api/customer/call`, {
    tenantCode,
    userName: '王先生',
    userPhone: '13800138000',
  });
  if (typeof result.callId !== 'string') throw new Error('customer call: no callId in the answer');
  return result.callId;
}

/** The customer hangs up before an answer: the ring ends and the agent stays idle. */
export async function cancelCall(baseUrl: string, callId: string): Promise<void> {
  await post(`${baseUrl}/api/customer/call/cancel`, { callId });
}

/**
 * The agent steps away and comes back idle, which puts it last in the order of who has been idle longest
 * (picking idle while idle keeps its place).
 */
export async function idleAgain(baseUrl: string, token: string): Promise<void> {
  await post(`${baseUrl}/api/agents/serviceStatus`, { serviceStatus: 'away' }, token);
  await post(`${baseUrl}/api/agents/serviceStatus`, { serviceStatus: 'idle' }, token);
}
