import { createServer, type IncomingHttpHeaders } from 'node:http';
import Sign from 'tencentcloud-sdk-nodejs-common/tencentcloud/common/sign';

export interface FakeTencentApi {
  url: string;
  /** The requests that came, in order, signed or not. */
  requests: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

/** The service is the endpoint's first label: `sms` or `tts` at Tencent's hosts, the address's first number here. */
const AUTHORIZATION =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z0-9]+)\/tc3_request, SignedHeaders=content-type;host, Signature=[0-9a-f]{64}$/;

/**
 * One action of a Tencent Cloud API 3.0 service at its boundary: a request not signed in TC3-HMAC-SHA256
 * with the key pair over the body it carries (checked with the signer of Tencent's SDK), or without the
 * action's name and version, is refused as Tencent refuses it; otherwise `answer` gives its Response.
 */
export async function startFakeTencentApi(options: {
  secretId: string;
  secretKey: string;
  action: string;
  version: string;
  answer: (body: Record<string, unknown>) => object;
}): Promise<FakeTencentApi> {
  const fake: FakeTencentApi = { url: '', requests: [], close: async () => undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = JSON.parse(raw.toString() || '{}') as Record<string, unknown>;
      fake.requests.push({ headers: req.headers, body });
      const authorization = String(req.headers.authorization ?? '');
      const signed = AUTHORIZATION.exec(authorization);
      const expected =
        signed &&
        Sign.sign3({
          method: 'POST',
          url: `http://${req.headers.host}${req.url}`,
          payload: raw,
          timestamp: Number(req.headers['x-tc-timestamp']),
          service: signed[3]!,
          secretId: options.secretId,
          secretKey: options.secretKey,
          multipart: false,
          boundary: '',
          headers: { 'Content-Type': String(req.headers['content-type']) },
        });
      const send = (answer: object) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ Response: { RequestId: 'fake', ...answer } }));
      if (
        !signed ||
        authorization !== expected ||
        req.headers['x-tc-action'] !== options.action ||
        req.headers['x-tc-version'] !== options.version ||
        !req.headers['x-tc-timestamp']
      ) {
        return send({
          Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' },
        });
      }
      return send(options.answer(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
