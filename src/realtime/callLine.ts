/**
 * The 5G call simulator's socket (namespace CALL_SIMULATOR_NAMESPACE): the handset's line to its calls,
 * and each call's conference signals for the p2p engine. The vendor client is kept here.
 */
import { io, type Socket } from 'socket.io-client';
import {
  CALL_SIMULATOR_NAMESPACE,
  type HandsetAction,
  type HandsetCall,
  type HandsetClientEvents,
  type HandsetServerEvents,
  type MediaKind,
} from '../schemas/callService';
import type { ConferenceSocket } from '../schemas/callConference';
import type { RtcSignalData } from '../schemas/events';
import type { SignalChannel } from './rtc/RtcClient';

type LineSocket = Socket<HandsetServerEvents, HandsetClientEvents>;

function openLine(auth: Record<string, string>): LineSocket {
  return io(CALL_SIMULATOR_NAMESPACE, { auth, transports: ['websocket'] });
}

/** The handset's signals of one call over its line, entering again after a reconnection until closed. */
function callSignals(socket: LineSocket, serviceId: string): SignalChannel & { close(): void } {
  const enter = () => socket.emit('rtc.join', { serviceId });
  socket.on('connect', enter);
  if (socket.connected) enter();
  return { ...signalsOver(socket, serviceId), close: () => void socket.off('connect', enter) };
}

/** The WebRTC signals of one call, once the socket is in the call (entered, or logged in to its conference). */
function signalsOver(socket: LineSocket, serviceId: string): SignalChannel {
  return {
    send(data) {
      socket.emit('rtc.signal', { serviceId, data });
    },
    onSignal(listener) {
      const heard = (signal: { serviceId: string; data: unknown }) => {
        if (signal.serviceId === serviceId) listener(signal.data as RtcSignalData);
      };
      socket.on('rtc.signal', heard);
      return () => socket.off('rtc.signal', heard);
    },
  };
}

export interface HandsetLine {
  act(callId: string, action: HandsetAction): void;
  /** Calls the 5G service named by its service number (the tenant's app key). */
  callIn(service: string, media: MediaKind): void;
  /** The call's signals; closed when the call's media ends, as the line goes on to the next call. */
  signals(serviceId: string): SignalChannel & { close(): void };
  close(): void;
}

/** The customer's phone: the call its link's key opens (or that it calls), every change of it, and its actions. */
export function connectHandsetLine(
  line: { phone: string; key: string | null },
  onCalls: (calls: HandsetCall[]) => void,
  onConnection: (connected: boolean) => void,
): HandsetLine {
  const socket = openLine({ phone: line.phone, ...(line.key ? { key: line.key } : {}) });
  socket.on('calls', onCalls);
  socket.on('connect', () => onConnection(true));
  socket.on('disconnect', () => onConnection(false));
  return {
    act: (callId, action) => void socket.emit('action', { callId, action }),
    callIn: (service, media) => void socket.emit('callIn', { service, media }),
    signals: (serviceId) => callSignals(socket, serviceId),
    close: () => void socket.close(),
  };
}

/** The agent's page in a call's conference: its socket (for ConferenceClient's login with the room token) and the call's signals. */
export function conferenceLine(serviceId: string): SignalChannel & { socket: ConferenceSocket; close(): void } {
  const socket = openLine({});
  return {
    ...signalsOver(socket, serviceId),
    socket: socket as unknown as ConferenceSocket,
    close: () => void socket.close(),
  };
}
