import { describe, expect, it } from 'vitest';
import { createRtcClient, iceServersFrom } from './createRtcClient';

const signals = { send: () => undefined, onSignal: () => () => undefined };

describe('createRtcClient', () => {
  it('refuses the trtc engine until it is configured', () => {
    expect(() => createRtcClient('trtc', { role: 'agent', signals })).toThrow('not configured');
  });

  it('reads ICE servers from a JSON array, none by default', () => {
    expect(iceServersFrom(undefined)).toEqual([]);
    expect(iceServersFrom('[{"urls":"turn:turn.example.com","username":"u","credential":"c"}]')).toEqual([{ urls: 'turn:turn.example.com', username: 'u', credential: 'c' }]);
    expect(() => iceServersFrom('{"urls":"stun:x"}')).toThrow('JSON array');
  });
});
