import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_SIMULATOR_NAMESPACE,
  CALL_SIMULATOR_PREFIX,
  callServiceApiPaths,
  type CallServiceSession,
} from '../../src/schemas/callService';
import {
  CONFERENCE_CONNECTED,
  CONFERENCE_IDLE,
  conferenceTexts,
  type ConferenceSocket,
} from '../../src/schemas/callConference';
import { CallServiceClient } from '../../src/features/fiveG/call/CallServiceClient';
import { ConferenceClient } from '../../src/features/fiveG/call/ConferenceClient';
import { baseUrlOf } from '../support/rooms';
import { startTestApp, type TestApp } from '../support/testApp';

const PHONE = '13912340000';

const until = async (check: () => boolean, what: string) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 5000) throw new Error(`no ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('the call service conference socket, against the simulator', () => {
  let t: TestApp;
  let client: CallServiceClient;
  const sockets: Socket[] = [];
  const socketOf = (auth: Record<string, string> = {}) => {
    const socket = io(`${baseUrlOf(t)}${CALL_SIMULATOR_NAMESPACE}`, {
      auth,
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 50,
    });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await startTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await t.tokenFor('demo_agent1');
    const session = (await t.call<CallServiceSession>('GET', callServiceApiPaths.session, { token })).result!;
    client = new CallServiceClient(`${baseUrlOf(t)}${CALL_SIMULATOR_PREFIX}`).init(session.appToken);
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  it('logs in with the room token, hears participants, streams, texts and soac, relogs in after a lost connection, and logs out', async () => {
    const { serviceId, callId, handsetKey } = await client.assign('FLOW-CONF', PHONE);
    await client.voiceCall(callId, 'video');
    const roomToken = await client.roomToken(serviceId);

    const agentSocket = socketOf();
    const conference = new ConferenceClient(agentSocket as unknown as ConferenceSocket, 200);
    await expect(conference.join('not-the-token')).rejects.toThrow(conferenceTexts.badToken);
    expect(conference.state).toBe(CONFERENCE_IDLE);

    const heard: { kind: string; data: unknown }[] = [];
    for (const kind of ['participant', 'stream', 'text', 'progress'] as const)
      conference.on(kind, (data: unknown) => void heard.push({ kind, data }));
    const login = await conference.join(roomToken);
    expect(conference.state).toBe(CONFERENCE_CONNECTED);
    expect(login).toMatchObject({ user: serviceId, role: 'presenter', room: { id: serviceId } });
    expect(login.reconnectionTicket.length).toBeGreaterThan(20);

    // The customer's handset enters the call: a participant joins; the handset hears the agent's texts and signalling.
    const phone = socketOf({ phone: PHONE, key: handsetKey ?? '' });
    const phoneHeard: { kind: string; data: unknown }[] = [];
    for (const kind of ['text', 'progress', 'participant'] as const)
      phone.on(kind, (data: unknown) => void phoneHeard.push({ kind, data }));
    await new Promise<void>((resolve) => phone.on('connect', () => resolve()));
    phone.emit('rtc.join', { serviceId });
    await until(
      () =>
        heard.some(
          (h) => h.kind === 'participant' && (h.data as { action: string; data: { user: string } }).data.user === PHONE,
        ),
      'customer join',
    );

    await conference.text('您好');
    await conference.signal(serviceId, { type: 'offer', sdp: 'v=0' });
    await until(
      () => phoneHeard.some((h) => h.kind === 'text') && phoneHeard.some((h) => h.kind === 'progress'),
      'text and soac at the handset',
    );
    expect(phoneHeard.find((h) => h.kind === 'text')?.data).toEqual({ from: login.id, to: 'all', message: '您好' });
    expect(phoneHeard.find((h) => h.kind === 'progress')?.data).toEqual({
      id: login.id,
      status: 'soac',
      data: { type: 'offer', sdp: 'v=0' },
    });

    // mcu/stream/update puts the stream in the common view.
    await client.streamUpdate(serviceId, 'stream-1');
    await until(
      () => heard.some((h) => h.kind === 'stream' && (h.data as { status: string }).status === 'update'),
      'stream update',
    );
    expect(heard.find((h) => h.kind === 'stream')?.data).toMatchObject({ id: 'stream-1', status: 'add' });

    // The ticket is refreshed on its timer; a lost connection relogs in as the same participant.
    const first = login.reconnectionTicket;
    await until(
      () => conference.room !== null && (conference as unknown as { ticket: string | null }).ticket !== first,
      'refreshed ticket',
    );
    agentSocket.io.engine.close();
    await until(() => conference.state !== CONFERENCE_CONNECTED, 'lost connection');
    await until(() => conference.state === CONFERENCE_CONNECTED, 'relogin');
    expect(conference.room?.id).toBe(login.id);
    expect(conference.room?.room.streams).toEqual([
      { id: 'stream-1', info: { owner: serviceId, inViews: ['common'] } },
    ]);
    // A spent ticket cannot be used again.
    const stranger = new ConferenceClient(socketOf() as unknown as ConferenceSocket);
    (stranger as unknown as { ticket: string }).ticket = first;
    await expect(stranger.relogin()).rejects.toThrow(conferenceTexts.badTicket);

    phoneHeard.splice(0);
    await conference.leave();
    expect(conference.state).toBe(CONFERENCE_IDLE);
    await until(
      () => phoneHeard.some((h) => h.kind === 'participant' && (h.data as { action: string }).action === 'leave'),
      'agent leave',
    );
    await client.endVoiceCall(callId, 1);
  });
});
