import { createHash, createHmac } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

export interface TencentCredentials {
  secretId: string;
  secretKey: string;
}

/** The TC3-HMAC-SHA256 Authorization header of a JSON POST of `service` to `host` (Tencent Cloud API 3.0). */
export function tc3Authorization(
  options: TencentCredentials & { service: string; host: string; action: string; payload: string; timestamp: number },
): string {
  const { secretId, secretKey, service, host, action, payload, timestamp } = options;
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalHeaders = `content-type:application/json; charset=utf-8\nhost:${host}\nx-tc-action:${action.toLowerCase()}\n`;
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256(payload)].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256(canonicalRequest)].join('\n');
  const signing = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  const signature = createHmac('sha256', signing).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

interface TencentAnswer {
  Response?: { Error?: { Code: string; Message: string } } & Record<string, unknown>;
}

/**
 * One signed call of a Tencent Cloud API 3.0 action; answers its Response, throws on an HTTP failure or an
 * Error the service names (with its code and message).
 */
export async function tencentCloudCall(
  options: TencentCredentials & {
    service: string;
    endpoint: string;
    region: string;
    action: string;
    version: string;
    timeoutMs: number;
  },
  body: unknown,
): Promise<Record<string, unknown>> {
  const url = new URL(options.endpoint);
  const payload = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      Authorization: tc3Authorization({ ...options, host: url.host, payload, timestamp }),
      'Content-Type': 'application/json; charset=utf-8',
      Host: url.host,
      'X-TC-Action': options.action,
      'X-TC-Version': options.version,
      'X-TC-Timestamp': String(timestamp),
      'X-TC-Region': options.region,
    },
    body: payload,
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  const answer = (await response.json().catch(() => ({}))) as TencentAnswer;
  const error = answer.Response?.Error;
  if (error) throw new Error(`Tencent ${options.service} ${error.Code}: ${error.Message}`);
  if (!response.ok || !answer.Response) throw new Error(`Tencent ${options.service} answered HTTP ${response.status}`);
  return answer.Response;
}
