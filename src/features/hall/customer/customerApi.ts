import type { Envelope } from '../../../schemas/api';

export { customerRoomSignals, customerSocket, type CustomerSocket } from '../../../realtime/customerSocket';

/** A refusal with the server's text, and the field it is about when there is one. */
export class CustomerApiError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/** The customer's calls need no sign-in; the envelope is the same as everywhere. */
export async function customerRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new CustomerApiError('网络异常，请稍后重试', {});
  }
  const envelope = (await response.json().catch(() => ({ errCode: 500, errInfo: '网络异常，请稍后重试' }))) as Envelope<T>;
  if (envelope.errCode !== 0) {
    const fields = (envelope.result as { fields?: Record<string, string> } | undefined)?.fields ?? {};
    throw new CustomerApiError(envelope.errInfo ?? '网络异常，请稍后重试', fields);
  }
  return envelope.result as T;
}
