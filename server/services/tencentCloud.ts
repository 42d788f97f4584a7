import type { ClientConfig } from 'tencentcloud-sdk-nodejs-common';

export interface TencentCredentials {
  secretId: string;
  secretKey: string;
}

/**
 * The configuration of a Tencent Cloud API 3.0 client of the official SDK (which signs in TC3-HMAC-SHA256):
 * the keys, the region, and the endpoint as configured (scheme, host and port), so a local stand-in
 * may take Tencent's place.
 */
export function tencentClientConfig(
  options: TencentCredentials & { endpoint: string; region: string; timeoutMs: number },
): ClientConfig {
  const url = new URL(options.endpoint);
  return {
    credential: { secretId: options.secretId, secretKey: options.secretKey },
    region: options.region,
    profile: {
      httpProfile: {
        endpoint: url.host,
        protocol: `${url.protocol}//`,
        reqTimeout: Math.ceil(options.timeoutMs / 1000),
      },
    },
  };
}

/**
 * One call of a Tencent Cloud SDK client; a failure is thrown again as an Error naming the service and,
 * when Tencent gave them, its error code and message.
 */
export async function tencentCloudCall<T>(service: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const { code, httpCode, message } = err as { code?: string; httpCode?: number; message?: string };
    if (code) throw new Error(`Tencent ${service} ${code}: ${message ?? ''}`, { cause: err });
    if (httpCode) throw new Error(`Tencent ${service} answered HTTP ${httpCode}`, { cause: err });
    throw new Error(`Tencent ${service}: ${message ?? String(err)}`, { cause: err });
  }
}
