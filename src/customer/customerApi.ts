import { ApiError, NETWORK_ERROR_TEXT, request } from '../dataProvider/httpClient';

export { customerRoomSignals, customerSocket, type CustomerSocket } from '../realtime/customerSocket';

/** A refusal with the server's text, and the field it is about when there is one. */
export class CustomerApiError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/** The customer's calls need no sign-in; they go through the one HTTP client, refusals as CustomerApiError. */
export async function customerRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  try {
    return await request<T>(method, path, { body, quiet: true, anonymous: true });
  } catch (err) {
    if (err instanceof ApiError)
      throw new CustomerApiError(
        err.message,
        (err.result as { fields?: Record<string, string> } | undefined)?.fields ?? {},
      );
    throw new CustomerApiError(NETWORK_ERROR_TEXT, {});
  }
}
