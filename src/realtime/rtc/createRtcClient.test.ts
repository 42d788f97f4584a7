import { describe, expect, it } from 'vitest';
import type { RtcConfig } from '../../schemas/rtcConfig';
import { createRtcClient } from './createRtcClient';
import { P2pRtcClient } from './p2p/P2pRtcClient';
import { TrtcRtcClient } from './trtc/TrtcRtcClient';

const signals = { send: () => undefined, onSignal: () => () => undefined };
const trtc: RtcConfig = {
  engine: 'trtc',
  iceServers: [],
  sdkAppId: 1400000001,
  userId: 'c_x',
  userSig: 's',
  roomId: 'r',
};

describe('createRtcClient', () => {
  it('builds the engine the server answered', () => {
    expect(createRtcClient({ engine: 'p2p', iceServers: [] }, { role: 'agent', signals })).toBeInstanceOf(P2pRtcClient);
    expect(createRtcClient(trtc, { role: 'customer', signals: null })).toBeInstanceOf(TrtcRtcClient);
  });

  it('refuses p2p without a signal channel to negotiate over', () => {
    expect(() => createRtcClient({ engine: 'p2p', iceServers: [] }, { role: 'agent', signals: null })).toThrow(
      'signal channel',
    );
  });
});
