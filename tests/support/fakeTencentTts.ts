import { createServer, type Server } from 'node:http';
import { execFileSync } from 'node:child_process';

/** A WAV of Mandarin speech from the local espeak-ng, as Tencent would answer it (base64). */
export function sampleSpeech(text = '您好'): string {
  return execFileSync('espeak-ng', ['-v', 'cmn', '--stdout', text]).toString('base64');
}

export interface FakeTts {
  url: string;
  /** The bodies of the requests, in order. */
  requests: { headers: Record<string, string | string[] | undefined>; body: Record<string, unknown> }[];
  /** How the next requests are answered: 'fail' with Tencent's error, or 'speak'. */
  answers: ('fail' | 'speak')[];
  close(): Promise<void>;
}

const AUTHORIZATION =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/tts\/tc3_request, SignedHeaders=content-type;host;x-tc-action, Signature=[0-9a-f]{64}$/;

/**
 * Tencent Cloud's TextToVoice at its boundary: a request not signed in TC3-HMAC-SHA256's shape, or
 * without the action and version headers, is refused as Tencent refuses it; otherwise it answers
 * base64 audio (or, when told, an error).
 */
export async function startFakeTts(secretId: string): Promise<FakeTts> {
  const audio = sampleSpeech();
  const fake: FakeTts = { url: '', requests: [], answers: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      fake.requests.push({ headers: req.headers, body });
      const signed = AUTHORIZATION.exec(String(req.headers.authorization ?? ''));
      const send = (answer: unknown) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ Response: { RequestId: 'fake', ...(answer as object) } }));
      if (
        !signed ||
        signed[1] !== secretId ||
        req.headers['x-tc-action'] !== 'TextToVoice' ||
        req.headers['x-tc-version'] !== '2019-08-23' ||
        !req.headers['x-tc-timestamp']
      ) {
        return send({
          Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' },
        });
      }
      if (fake.answers.shift() === 'fail')
        return send({ Error: { Code: 'InternalError', Message: 'synthesis engine busy' } });
      return send({ Audio: audio, SessionId: body.SessionId });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
