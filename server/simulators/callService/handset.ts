/**
 * The handset's line and the call's conference signals over one socket.io namespace. A handset connects
 * with {phone, key}: the key of one call's handset link (minted per call, standing in for the phone
 * ringing) shows that call and lets it answer, act and enter the call's media; a phone number alone
 * shows nothing and may only call a service (callIn), whose call the line then holds. The agent's page
 * enters a call's signals with the conference token of /mcu/rooms/token. WebRTC signals are relayed
 * between the two, as the p2p engine expects.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import {
  CALL_SIMULATOR_NAMESPACE,
  type HandsetAction,
  type HandsetCall,
  type HandsetClientEvents,
  type HandsetServerEvents,
} from '../../../src/schemas/callService';
import { limitSocketEvents } from '../../plugins/socketBudget';
import { PHONE, type SimulatedCall } from './call';
import type { SimulatedCalls } from './calls';
import { callRoom, SimulatedConference } from './conference';

type HandsetSocket = Socket<HandsetClientEvents, HandsetServerEvents, Record<string, never>, Record<string, never>>;

const HANDSET_ACTIONS = new Set<HandsetAction>([
  'answerAudio',
  'answerVideo',
  'refuse',
  'hangUp',
  'acceptVideo',
  'refuseVideo',
  'toAudio',
  'failCall',
  'shutdown',
]);
/** Signals larger than this are dropped: an SDP is a few kilobytes. */
const MAX_SIGNAL_BYTES = 64 * 1024;
/** A key is 32 characters; anything much longer is not one. */
const MAX_KEY = 100;

const handsetRoom = (callId: string) => `handset:${callId}`;

const shown = ({
  serviceId,
  callId,
  phone,
  state,
  media,
  switchAsked,
  share,
  direction,
  handsetKey,
}: SimulatedCall): HandsetCall => ({
  serviceId,
  callId,
  phone,
  state,
  media,
  switchAsked,
  share,
  direction,
  key: handsetKey,
});

const textOf = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value.trim() : '');

export function serveHandsets(io: Server, calls: SimulatedCalls, log: FastifyBaseLogger): SimulatedConference {
  const line = io.of(CALL_SIMULATOR_NAMESPACE);
  const conference = new SimulatedConference(line, calls);

  calls.onChange((call) => {
    line.to(handsetRoom(call.callId)).emit('calls', [shown(call)]);
    if (call.state === 'ended') conference.endCall(call.serviceId);
  });

  line.on('connection', (raw) => {
    const socket = raw as unknown as HandsetSocket;
    limitSocketEvents(raw, () =>
      log.warn({ handset: socket.id }, 'socket sent more events than its budget: disconnected'),
    );
    const auth = (socket.handshake.auth ?? {}) as { phone?: unknown; key?: unknown };
    const phone = PHONE.test(textOf(auth.phone, 30)) ? textOf(auth.phone, 30) : null;
    // The calls this line may see and act on: the one its link's key opens, and those it called itself.
    const held = new Map<string, SimulatedCall>();
    const hold = (call: SimulatedCall) => {
      held.set(call.callId, call);
      void socket.join(handsetRoom(call.callId));
    };
    const keyed = calls.byHandsetKey(textOf(auth.key, MAX_KEY));
    if (keyed) {
      hold(keyed);
      socket.emit('calls', [shown(keyed)]);
    }

    const seat = conference.serve(raw);

    socket.on('action', (request) => {
      const call = typeof request?.callId === 'string' ? held.get(request.callId) : undefined;
      if (call && HANDSET_ACTIONS.has(request.action)) calls.act(call, request.action);
    });

    socket.on('callIn', (request) => {
      const service = textOf(request?.service, 200);
      if (!phone || !service || [...held.values()].some((call) => call.state !== 'ended')) return;
      // Only the latest call is kept on the line: an ended one has nothing more to show.
      for (const callId of held.keys()) void socket.leave(handsetRoom(callId));
      held.clear();
      void calls
        .callIn(service, phone, request.media === 'audio' ? 'audio' : 'video', hold)
        .catch((err: unknown) => log.warn({ err }, 'handset call refused'));
    });

    socket.on('rtc.join', (request) => {
      const serviceId = typeof request?.serviceId === 'string' ? request.serviceId : '';
      const mine = [...held.values()].find((call) => call.serviceId === serviceId && call.state !== 'ended');
      if (mine) seat.enterHandset(serviceId, mine.phone);
      else if (typeof request?.token === 'string' && calls.byRoomToken(serviceId, request.token))
        void socket.join(callRoom(serviceId));
    });

    socket.on('rtc.signal', (signal) => {
      const serviceId = typeof signal?.serviceId === 'string' ? signal.serviceId : '';
      if (!socket.rooms.has(callRoom(serviceId))) return;
      if (JSON.stringify(signal.data ?? null).length > MAX_SIGNAL_BYTES) return;
      socket.to(callRoom(serviceId)).emit('rtc.signal', { serviceId, data: signal.data });
    });
  });
  return conference;
}
