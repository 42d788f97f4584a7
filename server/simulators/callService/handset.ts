/**
 * The handset's line and the call's conference signals over one socket.io namespace: a handset connects
 * with {phone} and sees that phone's calls; the agent's page enters a call's signals with the conference
 * token of /mcu/rooms/token. WebRTC signals are relayed between the two, as the p2p engine expects.
 */
import type { Server, Socket } from 'socket.io';
import { CALL_SIMULATOR_NAMESPACE, type HandsetAction, type HandsetCall, type HandsetClientEvents, type HandsetServerEvents } from '../../../src/schemas/callService';
import type { SimulatedCall } from './call';
import type { SimulatedCalls } from './calls';
import { callRoom, SimulatedConference } from './conference';

type HandsetSocket = Socket<HandsetClientEvents, HandsetServerEvents, Record<string, never>, { phone: string | null }>;

const HANDSET_ACTIONS = new Set<HandsetAction>(['answerAudio', 'answerVideo', 'refuse', 'hangUp', 'acceptVideo', 'refuseVideo', 'toAudio', 'failCall', 'shutdown']);
const PHONE = /^\+?\d{5,20}$/;
/** Signals larger than this are dropped: an SDP is a few kilobytes. */
const MAX_SIGNAL_BYTES = 64 * 1024;

const phoneRoom = (phone: string) => `phone:${phone}`;

const shown = ({ serviceId, callId, phone, state, media, switchAsked, share, direction }: SimulatedCall): HandsetCall => ({
  serviceId,
  callId,
  phone,
  state,
  media,
  switchAsked,
  share,
  direction,
});

export function serveHandsets(io: Server, calls: SimulatedCalls): SimulatedConference {
  const line = io.of(CALL_SIMULATOR_NAMESPACE);
  const conference = new SimulatedConference(line, calls);
  const callsOf = (phone: string, ended?: SimulatedCall) => [...calls.callsOf(phone), ...(ended?.state === 'ended' ? [ended] : [])].map(shown);

  calls.onChange((call) => {
    line.to(phoneRoom(call.phone)).emit('calls', callsOf(call.phone, call));
  });

  line.on('connection', (raw) => {
    const socket = raw as unknown as HandsetSocket;
    const auth = socket.handshake.auth as { phone?: unknown };
    const phone = typeof auth.phone === 'string' && PHONE.test(auth.phone) ? auth.phone : null;
    socket.data.phone = phone;
    if (phone) {
      void socket.join(phoneRoom(phone));
      socket.emit('calls', callsOf(phone));
    }

    conference.serve(raw);

    socket.on('action', (request) => {
      if (!phone || typeof request?.callId !== 'string' || !HANDSET_ACTIONS.has(request.action)) return;
      calls.act(phone, request.callId, request.action);
    });

    socket.on('callIn', (request) => {
      const service = typeof request?.service === 'string' ? request.service.trim().slice(0, 200) : '';
      if (!phone || !service || calls.callsOf(phone).some((call) => call.state !== 'ended')) return;
      void calls.callIn(service, phone, request.media === 'audio' ? 'audio' : 'video');
    });

    socket.on('rtc.join', (request) => {
      const serviceId = typeof request?.serviceId === 'string' ? request.serviceId : '';
      const byToken = typeof request?.token === 'string' ? calls.byRoomToken(serviceId, request.token) : null;
      const byPhone = phone ? calls.callsOf(phone).find((call) => call.serviceId === serviceId) : undefined;
      if (byPhone && phone) conference.enterHandset(raw, serviceId, phone);
      else if (byToken) void socket.join(callRoom(serviceId));
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
