/**
 * What every RoomChannel engine does, as tests each engine's test file runs against its own fake
 * transport (socketRoomChannel.test.ts, tim/TimRoomChannel.test.ts).
 */
import { expect, it } from 'vitest';
import type { RoomSender } from '../../schemas/roomMessages';
import type { RoomChannel } from './RoomChannel';

declare module '../../schemas/roomMessages' {
  interface RoomMessages {
    'test.note': { text: string };
  }
}

export const CONTRACT_ROOM = '3f2b8c1e-6a4d-4e8f-9b21-7c5d0e9a1f42';
const CONTRACT_AGENT: RoomSender = { role: 'agent', id: '0b7e4a52-1c3d-4f6e-8a9b-2d5c7e1f3a60' };

interface ChannelHarness {
  /** A channel of CONTRACT_ROOM. */
  channel: RoomChannel;
  /** Makes the transport able to carry messages (the socket connects, the SDK becomes ready). */
  connect(): Promise<void>;
  /** What reached the transport, in order. */
  sent(): { type: string; payload: unknown }[];
  /** A message arriving from the transport; without a sender it comes from the server. */
  deliver(message: { serviceId: string; type: string; payload: unknown; from?: RoomSender }): void;
  /** The transport breaks and comes back (a socket's reconnect, IM's network state). */
  interrupt(): Promise<void>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export function roomChannelContract(make: (options: { connected: boolean }) => ChannelHarness): void {
  it('keeps what is sent before joining or before the transport carries it, then sends it in order', async () => {
    const h = make({ connected: false });
    h.channel.send('test.note', { text: 'one' });
    const joining = h.channel.join();
    h.channel.send('test.note', { text: 'two' });
    await settle();
    expect(h.sent()).toEqual([]);
    await h.connect();
    await joining;
    await settle();
    expect(h.sent()).toEqual([
      { type: 'test.note', payload: { text: 'one' } },
      { type: 'test.note', payload: { text: 'two' } },
    ]);
  });

  it('hands each listener its own type of this room only, with its sender, and nothing after leaving', async () => {
    const h = make({ connected: true });
    await h.channel.join();
    const heard: string[] = [];
    const stop = h.channel.on('test.note', (payload, from) => heard.push(`${from.role}:${payload.text}`));
    h.deliver({ serviceId: CONTRACT_ROOM, type: 'test.note', payload: { text: 'a' }, from: CONTRACT_AGENT });
    h.deliver({
      serviceId: 'a7c3e9f1-2b4d-4c6e-8f0a-1b3d5e7f9a2c',
      type: 'test.note',
      payload: { text: 'other room' },
      from: CONTRACT_AGENT,
    });
    h.deliver({ serviceId: CONTRACT_ROOM, type: 'test.other', payload: { text: 'other type' } });
    h.deliver({ serviceId: CONTRACT_ROOM, type: 'test.note', payload: { text: 'b' } });
    stop();
    h.deliver({ serviceId: CONTRACT_ROOM, type: 'test.note', payload: { text: 'after stop' } });
    expect(heard).toEqual(['agent:a', 'server:b']);
    h.channel.on('test.note', (payload) => heard.push(payload.text));
    h.channel.leave();
    h.channel.send('test.note', { text: 'dropped' });
    h.deliver({ serviceId: CONTRACT_ROOM, type: 'test.note', payload: { text: 'after leave' } });
    await settle();
    expect(heard).toEqual(['agent:a', 'server:b']);
    expect(h.sent()).toEqual([]);
  });

  it('says when it is back in the room after a break, not at the first join, and not after leaving', async () => {
    const h = make({ connected: true });
    let returns = 0;
    const stop = h.channel.onRejoin(() => returns++);
    await h.channel.join();
    await settle();
    expect(returns).toBe(0);
    await h.interrupt();
    await settle();
    expect(returns).toBe(1);
    await h.interrupt();
    await settle();
    expect(returns).toBe(2);
    stop();
    h.channel.onRejoin(() => (returns += 10));
    h.channel.leave();
    await h.interrupt();
    await settle();
    expect(returns).toBe(2);
  });
}
