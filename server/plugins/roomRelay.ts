import type { FastifyBaseLogger } from 'fastify';
import { socketRooms, type CallSignal, type RoomSignal } from '../../src/schemas/events';
import { CUSTOMER_USER_ID } from '../../src/domain/hostControls';
import '../../src/schemas/roomControls';
import { ROOM_MESSAGE_MAX_BYTES, type RoomMessageEnvelope } from '../../src/schemas/roomMessages';
import type { CustomerIoSocket, CustomerNamespace, IoServer, IoSocket } from './realtime';

/** The agent of a room in progress, or null for an unknown or ended room. */
type LiveRoomAgent = (serviceId: string) => Promise<string | null>;

/** Who may signal, and to whom: a room's agent while it is in progress, a customer's call's agent while it rings. */
export interface SignalScopes {
  liveRoomAgent: LiveRoomAgent;
  /** The agent a customer's call rings at or was answered by, or null. */
  callAgent: (callId: string) => Promise<string | null>;
}

/**
 * One socket's events one after another: each waits for its database check, and WebRTC needs its
 * signals in the order they were sent.
 */
function inOrder(log: FastifyBaseLogger): (work: () => Promise<void>) => void {
  let last = Promise.resolve();
  return (work) => {
    last = last.then(work).catch((err: unknown) => log.error({ err }, 'room relay'));
  };
}

const isSignal = (signal: unknown): signal is RoomSignal => {
  const candidate = signal as Partial<RoomSignal> | null;
  return typeof candidate?.serviceId === 'string' && typeof candidate.data === 'object' && candidate.data !== null;
};

const isCallSignal = (signal: unknown): signal is CallSignal => {
  const candidate = signal as Partial<CallSignal> | null;
  return typeof candidate?.callId === 'string' && typeof candidate.data === 'object' && candidate.data !== null;
};

/** A well-formed message of a bounded size; what it says is the pages' business. */
const isMessage = (envelope: unknown): envelope is RoomMessageEnvelope => {
  const candidate = envelope as Partial<RoomMessageEnvelope> | null;
  if (typeof candidate?.serviceId !== 'string' || typeof candidate.type !== 'string' || candidate.type === '')
    return false;
  try {
    return JSON.stringify(candidate.payload ?? null).length <= ROOM_MESSAGE_MAX_BYTES;
  } catch {
    return false;
  }
};

/** The agent's side: it enters a room it serves, then signals to that room's customers. */
export function relayAgentSignals(
  socket: IoSocket,
  customers: CustomerNamespace,
  { liveRoomAgent, callAgent }: SignalScopes,
  log: FastifyBaseLogger,
): void {
  const serially = inOrder(log);
  const { agentId } = socket.data;
  const serves = async (serviceId: string) => (await liveRoomAgent(serviceId)) === agentId;
  // The room, for what its customers send to all its agent sockets, and the room as this agent, for their signals.
  const enter = (serviceId: string) =>
    socket.join([socketRooms.room(serviceId), socketRooms.roomAgent(serviceId, agentId)]);
  const leave = async (serviceId: string) => {
    await socket.leave(socketRooms.room(serviceId));
    await socket.leave(socketRooms.roomAgent(serviceId, agentId));
  };

  socket.on('room.enter', (room, answer) => {
    serially(async () => {
      const serviceId = typeof room?.serviceId === 'string' ? room.serviceId : '';
      const ok = serviceId !== '' && (await serves(serviceId));
      if (ok) await enter(serviceId);
      if (typeof answer === 'function') answer({ ok });
    });
  });
  socket.on('room.leave', (room) => {
    serially(async () => {
      if (typeof room?.serviceId === 'string') await leave(room.serviceId);
    });
  });
  socket.on('rtc.signal', (signal) => {
    serially(async () => {
      if (!isSignal(signal) || !socket.rooms.has(socketRooms.room(signal.serviceId))) return;
      // The room may have ended or gone to another agent since this socket entered it.
      if (!(await serves(signal.serviceId))) {
        await leave(signal.serviceId);
        return;
      }
      customers
        .to(socketRooms.room(signal.serviceId))
        .emit('rtc.signal', { serviceId: signal.serviceId, data: signal.data });
    });
  });
  // Before the room: only to the caller of a call that rings at this agent (or that it has just answered).
  socket.on('call.signal', (signal) => {
    serially(async () => {
      if (!isCallSignal(signal) || (await callAgent(signal.callId)) !== agentId) return;
      customers.to(socketRooms.call(signal.callId)).emit('call.signal', { callId: signal.callId, data: signal.data });
    });
  });
  // The answer on its way to the server, told to the caller of a call that rings at this agent (or that it has just
  // answered), so that its page sends its camera without waiting for the room to open.
  socket.on('call.answering', (call) => {
    serially(async () => {
      const callId = typeof call?.callId === 'string' ? call.callId : '';
      if (callId === '' || (await callAgent(callId)) !== agentId) return;
      customers.to(socketRooms.call(callId)).emit('call.answering', { callId });
    });
  });
  socket.on('room.message', (envelope) => {
    serially(async () => {
      if (!isMessage(envelope) || !socket.rooms.has(socketRooms.room(envelope.serviceId))) return;
      if (!(await serves(envelope.serviceId))) {
        await leave(envelope.serviceId);
        return;
      }
      const { serviceId, type, payload } = envelope;
      customers
        .to(socketRooms.room(serviceId))
        .emit('room.message', { serviceId, type, payload, from: { role: 'agent', id: socket.data.agentId } });
    });
  });
}

/** The customer's side: only to the room its handshake names, and only to that room's current agent. */
export function relayCustomerSignals(
  socket: CustomerIoSocket,
  agents: IoServer,
  { liveRoomAgent, callAgent }: SignalScopes,
  log: FastifyBaseLogger,
): void {
  const serially = inOrder(log);
  // Before the room: only from the call the handshake names, to the agent it rings at now.
  socket.on('call.signal', (signal) => {
    serially(async () => {
      if (!isCallSignal(signal) || signal.callId !== socket.data.callId) return;
      const agentId = await callAgent(signal.callId);
      if (agentId)
        agents.to(socketRooms.agent(agentId)).emit('call.signal', { callId: signal.callId, data: signal.data });
    });
  });
  socket.on('rtc.signal', (signal) => {
    serially(async () => {
      if (!isSignal(signal) || signal.serviceId !== socket.data.serviceId) return;
      const agentId = await liveRoomAgent(signal.serviceId);
      if (!agentId) return;
      // A socket of the previous agent of a transferred room may still be in it: only the current agent hears.
      // One emit to its sockets in the room, with no question to the other server processes first.
      agents
        .to(socketRooms.roomAgent(signal.serviceId, agentId))
        .emit('rtc.signal', { serviceId: signal.serviceId, data: signal.data });
    });
  });
  socket.on('room.message', (envelope) => {
    serially(async () => {
      if (!isMessage(envelope) || envelope.serviceId !== socket.data.serviceId) return;
      const agentId = await liveRoomAgent(envelope.serviceId);
      if (!agentId) return;
      const { serviceId, type, payload } = envelope;
      const delivered: RoomMessageEnvelope = { serviceId, type, payload, from: { role: 'customer', id: socket.id } };
      agents.to(socketRooms.roomAgent(serviceId, agentId)).emit('room.message', delivered);
    });
  });
}

/**
 * The server says to the agent's pages in a room when its customer's page is there and when the last
 * one has gone (a phone page can vanish without a word), so the host's member list follows.
 */
export function announceCustomerPresence(
  socket: CustomerIoSocket,
  customers: CustomerNamespace,
  agents: IoServer,
  log: FastifyBaseLogger,
): void {
  const serviceId = socket.data.serviceId;
  if (!serviceId) return;
  const tell = (present: boolean) => {
    const envelope: RoomMessageEnvelope = {
      serviceId,
      type: 'member.present',
      payload: { userId: CUSTOMER_USER_ID, present },
      from: { role: 'server', id: '' },
    };
    agents.to(socketRooms.room(serviceId)).emit('room.message', envelope);
  };
  tell(true);
  socket.on('disconnect', () => {
    customers
      .in(socketRooms.room(serviceId))
      .fetchSockets()
      .then((remaining) => {
        if (!remaining.some((other) => other.id !== socket.id)) tell(false);
      })
      .catch((err: unknown) => log.error({ err }, 'customer presence'));
  });
}
