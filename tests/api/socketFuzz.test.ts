/**
 * Property-based fuzzing of the socket namespaces: the agents' (signed in and not), the customers' and, while
 * simulators are on, the call simulator's handset line. Sockets connect with arbitrary handshakes and send the
 * events each namespace listens for, and a few it does not, with arbitrary payloads and acknowledgements. No
 * event may bring an error to the log, an exception out of a handler, or the server down.
 *
 * The seed is random unless FUZZ_SEED is set; a failure names it.
 */
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_SIMULATOR_NAMESPACE } from '../../src/schemas/callService';
import { CUSTOMER_NAMESPACE } from '../../src/schemas/events';
import { databaseKinds } from '../support/databases';
import { baseUrlOf } from '../support/rooms';
import { startTestApp, type TestApp } from '../support/testApp';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Events per namespace and database kind. */
const EVENTS = 600;
/** The budget allows a burst of 200; a socket is replaced before it spends it, so every event is read. */
const EVENTS_PER_SOCKET = 150;

/** Every event some namespace listens for, and one none does. */
const EVENT_NAMES = [
  'agentOnline',
  'agentOffline',
  'reconnect_socket',
  'videoSells.enterHall',
  'room.enter',
  'room.leave',
  'room.message',
  'rtc.signal',
  'rtc.join',
  'action',
  'callIn',
  'nothing.here',
] as const;

const ids = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.constant('00000000-0000-0000-0000-000000000000'));
const payload = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.record({
    serviceId: ids,
    callId: ids,
    key: ids,
    token: ids,
    action: fc.constantFrom('answer', 'reject', 'hangup', 'join', ''),
  }),
  fc.record({
    serviceId: ids,
    type: fc.string({ maxLength: 20 }),
    payload: fc.anything({ maxDepth: 2 }),
    data: fc.anything({ maxDepth: 2 }),
  }),
  fc.record({ service: fc.string({ maxLength: 300 }), media: fc.constantFrom('audio', 'video', 7) }),
);
const emission = fc.record({ event: fc.constantFrom(...EVENT_NAMES), payload, withAnswer: fc.boolean() });
const handshake = fc.oneof(
  fc.constant({}),
  fc.record({ phone: fc.oneof(fc.stringMatching(/^1\d{10}$/), fc.string({ maxLength: 40 })), key: ids }),
  fc.record({ callId: ids }),
  fc.record({ serviceId: ids, key: ids }),
  fc.record({ token: ids }),
);

function open(url: string, auth: object): Promise<Socket | null> {
  const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 5000 });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(socket));
    // A refused handshake is an answer too.
    socket.once('connect_error', () => {
      socket.close();
      resolve(null);
    });
  });
}

describe.each(databaseKinds)('socket fuzz on %s', (kind) => {
  let t: TestApp;
  let baseUrl = '';
  let agentToken = '';
  const errors: string[] = [];
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      // The tests' apps log nothing by default; here errors are what the fuzz looks for.
      { logLevel: 'warn' },
      {
        logStream: {
          write(line: string) {
            const entry = JSON.parse(line) as { level?: number; msg?: string };
            if ((entry.level ?? 0) >= 50) errors.push(line);
          },
        },
      },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = baseUrlOf(t);
    agentToken = await t.tokenFor('demo_agent1');
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
    await t.close();
  });

  const namespaces = [
    { name: 'agents, signed in', path: '', auth: () => fc.constant({ token: agentToken }) },
    { name: 'agents, any handshake', path: '', auth: () => handshake },
    { name: 'customers', path: CUSTOMER_NAMESPACE, auth: () => handshake },
    { name: 'the call simulator handset line', path: CALL_SIMULATOR_NAMESPACE, auth: () => handshake },
  ];

  it.each(namespaces)('$name: arbitrary events leave no error and the server answering', async ({ path, auth }) => {
    const plan = fc.sample(
      fc.tuple(auth(), fc.array(emission, { minLength: EVENTS_PER_SOCKET, maxLength: EVENTS_PER_SOCKET })),
      {
        seed: SEED + path.length,
        numRuns: Math.ceil(EVENTS / EVENTS_PER_SOCKET),
      },
    );
    for (const [handshakeAuth, emissions] of plan) {
      const socket = await open(`${baseUrl}${path}`, handshakeAuth);
      if (!socket) continue;
      for (const { event, payload: body, withAnswer } of emissions) {
        if (withAnswer) socket.emit(event, body, () => undefined);
        else socket.emit(event, body);
      }
      // Let the server read what was sent before the socket goes.
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.close();
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, `FUZZ_SEED=${SEED}`).toBe(200);
    expect(errors, `FUZZ_SEED=${SEED}`).toEqual([]);
    expect(uncaught, `FUZZ_SEED=${SEED}`).toEqual([]);
  });
});
