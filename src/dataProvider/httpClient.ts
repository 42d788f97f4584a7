/** The one HTTP client of the web app, speaking the API contract (spec 1 §7, ARCHITECTURE "The API contract"). */
import { apiPaths, ErrCode, TOKEN_HEADER, type Envelope } from '../schemas/api';
import { clearSession, readToken } from '../session/session';
import { publish } from './messageBus';

const REQUEST_TIMEOUT_MS = 50_000;
const TRANSPORT_FAILED_TEXT = '发送request失败…';
export const NETWORK_ERROR_TEXT = '网络异常，请稍后重试';

/**
 * No envelope came back (the network failed, or the HTTP status was not 200). `status` is what
 * react-admin's checkError reads, as of its own HttpError; the sign-in app carries no react-admin.
 */
class TransportError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * A non-zero errCode; `result` carries details such as `fields` for 400; `status` is what
 * react-admin's checkError reads.
 */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly errCode: number,
    message: string,
    readonly result: unknown,
  ) {
    super(message);
    this.status = errCode === ErrCode.notSignedIn ? 401 : errCode === ErrCode.forbidden ? 403 : 200;
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Do not show the server's errInfo (login calls, and calls whose caller shows it). */
  quiet?: boolean;
  /** A 513 is expected (logging out a session that already ended): do not raise signedOut. */
  ignoreSignedOut?: boolean;
  signal?: AbortSignal;
  /** The answer is a file to save under this name (unless the server names it); a refusal is still an envelope. */
  download?: string;
  /** The answer is a file the page keeps (a Blob, such as spoken words); a refusal is still an envelope. */
  blob?: boolean;
  /**
   * A call that needs no sign-in (the customer's pages): no token is sent, a signed-out answer touches no
   * session, GETs carry no cache-busting timestamp, and failures are not reported to the server's log.
   */
  anonymous?: boolean;
}

function fileNameOf(response: Response): string | undefined {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  return encoded ? decodeURIComponent(encoded) : undefined;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Failures are also reported to the server's log ({level, label, content}): transport failures and
 * script errors as errors, refusals with an errCode as warnings.
 */
export function reportFailure(label: string, content: unknown, level: 'error' | 'warn' = 'error'): void {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  void fetch(apiPaths.log, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ level, label: label.slice(0, 200), content: text.slice(0, 20000) }),
  }).catch(() => undefined);
}

function buildUrl(path: string, method: string, query: RequestOptions['query'], anonymous: boolean): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') params.set(key, String(value));
  if (method === 'GET' && !anonymous) params.set('timestamp', String(Date.now()));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The server's own refusal that keeps its HTTP status (413, 415, 429: an envelope whose errCode is the
 * status), which the person can act on; not reported back, as a flood of requests would only grow.
 */
async function envelopeOfRefusal(response: Response): Promise<{ errCode: number; errInfo: string } | null> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return null;
  const body = (await response.json().catch(() => null)) as Envelope | null;
  return body && body.errCode === response.status && typeof body.errInfo === 'string'
    ? { errCode: body.errCode, errInfo: body.errInfo }
    : null;
}

/** Sends one request and answers the envelope's result, or rejects with ApiError / TransportError. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const anonymous = options.anonymous === true;
  const token = anonymous ? null : readToken();
  const headers: Record<string, string> = {};
  if (token) headers[TOKEN_HEADER] = token;
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const transportFailed = (status: number, detail: string) => {
    if (!anonymous) {
      publish({ kind: 'notify', text: TRANSPORT_FAILED_TEXT, type: 'error' });
      reportFailure(`${method} ${path}`, detail);
    }
    return new TransportError(NETWORK_ERROR_TEXT, status);
  };
  let response: Response;
  try {
    response = await fetch(buildUrl(path, method, options.query, anonymous), {
      method,
      headers,
      body:
        options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw transportFailed(0, err instanceof Error ? err.message : String(err));
  }
  if (response.status !== 200) {
    const refusal = await envelopeOfRefusal(response);
    if (!refusal) throw transportFailed(response.status, `HTTP ${response.status}`);
    if (!options.quiet) publish({ kind: 'notify', text: refusal.errInfo, type: 'error' });
    throw new ApiError(refusal.errCode, refusal.errInfo, undefined);
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (options.blob && !isJson) return (await response.blob()) as T;
  if (options.download && !isJson) {
    saveBlob(await response.blob(), fileNameOf(response) ?? options.download);
    return undefined as T;
  }
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.errCode === ErrCode.ok) return envelope.result as T;
  const info = envelope.errInfo ?? NETWORK_ERROR_TEXT;
  if (envelope.errCode === ErrCode.notSignedIn) {
    if (!options.ignoreSignedOut && !anonymous) {
      clearSession();
      publish({ kind: 'signedOut' });
    }
  } else {
    if (!options.quiet) publish({ kind: 'notify', text: info, type: 'error' });
    if (!anonymous) reportFailure(`${method} ${path}`, { errCode: envelope.errCode, errInfo: info }, 'warn');
  }
  throw new ApiError(envelope.errCode, info, envelope.result);
}
