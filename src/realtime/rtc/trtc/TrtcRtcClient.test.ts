import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RtcMediaError } from '../RtcClient';
import { TrtcRtcClient } from './TrtcRtcClient';
import type { TrtcSdk } from './trtcSdk';

/** Enough of a MediaStream for the engine: the tracks it was made of. */
class FakeMediaStream {
  constructor(private readonly tracks: MediaStreamTrack[] = []) {}
  getTracks() {
    return this.tracks;
  }
}

const track = (name: string) =>
  ({ id: name, kind: name.includes('audio') ? 'audio' : 'video' }) as unknown as MediaStreamTrack;

const EVENT = {
  REMOTE_VIDEO_AVAILABLE: 'remote-video-available',
  REMOTE_VIDEO_UNAVAILABLE: 'remote-video-unavailable',
  REMOTE_AUDIO_AVAILABLE: 'remote-audio-available',
  REMOTE_AUDIO_UNAVAILABLE: 'remote-audio-unavailable',
  REMOTE_USER_EXIT: 'remote-user-exit',
  NETWORK_QUALITY: 'network-quality',
  STATISTICS: 'statistics',
  KICKED_OUT: 'kicked-out',
} as const;

/** The SDK at its boundary: records each call in order, and lets the test fire its events. */
function fakeTrtc(failures: { startLocalVideo?: unknown; startPlugin?: unknown } = {}) {
  const calls: [string, unknown?][] = [];
  const handlers = new Map<string, Set<(event: unknown) => void>>();
  const remoteTracks = new Map<string, MediaStreamTrack>();
  const record = (name: string) => async (arg?: unknown) => void calls.push([name, arg]);
  const instance = {
    on: (event: string, handler: (e: unknown) => void) =>
      void (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(handler),
    off: (event: string, handler: (e: unknown) => void) => void handlers.get(event)?.delete(handler),
    enterRoom: record('enterRoom'),
    exitRoom: record('exitRoom'),
    destroy: () => void calls.push(['destroy']),
    startLocalVideo: async (arg: unknown) => {
      calls.push(['startLocalVideo', arg]);
      if (failures.startLocalVideo) throw failures.startLocalVideo;
    },
    startLocalAudio: record('startLocalAudio'),
    stopLocalVideo: record('stopLocalVideo'),
    stopLocalAudio: record('stopLocalAudio'),
    updateLocalVideo: record('updateLocalVideo'),
    updateLocalAudio: record('updateLocalAudio'),
    startRemoteVideo: record('startRemoteVideo'),
    setRemoteAudioVolume: (userId: string, volume: number) =>
      void calls.push(['setRemoteAudioVolume', { userId, volume }]),
    startPlugin: async (name: string, arg: unknown) => {
      calls.push(['startPlugin', { name, ...(arg as object) }]);
      if (failures.startPlugin) throw failures.startPlugin;
    },
    updatePlugin: async (name: string, arg: unknown) => void calls.push(['updatePlugin', { name, ...(arg as object) }]),
    stopPlugin: async (name: string) => void calls.push(['stopPlugin', { name }]),
    getVideoTrack: (config?: { userId?: string }) =>
      config?.userId ? (remoteTracks.get(`${config.userId}:video`) ?? null) : track('local-video'),
    getAudioTrack: (config?: { userId?: string }) =>
      config?.userId ? (remoteTracks.get(`${config.userId}:audio`) ?? null) : track('local-audio'),
  };
  let created = 0;
  const sdk = {
    EVENT,
    TYPE: { STREAM_TYPE_MAIN: 'main', STREAM_TYPE_SUB: 'sub', SCENE_RTC: 'rtc' },
    create: () => {
      created++;
      return instance;
    },
  } as unknown as TrtcSdk;
  return {
    sdk,
    calls,
    names: () => calls.map(([name]) => name),
    created: () => created,
    listening: () => [...handlers.values()].reduce((n, set) => n + set.size, 0),
    /** The remote user's media as the SDK would hand it out once subscribed. */
    remoteMedia(userId: string) {
      remoteTracks.set(`${userId}:video`, track(`${userId}-video`));
      remoteTracks.set(`${userId}:audio`, track(`${userId}-audio`));
    },
    fire(event: string, payload: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const options = {
  sdkAppId: 1400000001,
  userId: 'c_page1',
  userSig: 'sig',
  roomId: '7d0c5a8e-4f6b-4c11-9a55-2f7c1d9e3b10',
};
const trackIds = (stream: MediaStream | null | undefined) => stream?.getTracks().map((t) => t.id) ?? null;

describe('TrtcRtcClient', () => {
  beforeEach(() => vi.stubGlobal('MediaStream', FakeMediaStream));
  afterEach(() => vi.unstubAllGlobals());

  it('loads the SDK only on joining, then enters the room named by the serviceId as the signed user', async () => {
    const fake = fakeTrtc();
    const load = vi.fn(async () => fake.sdk);
    const client = new TrtcRtcClient(options, load);
    expect(load).not.toHaveBeenCalled();
    await client.join();
    await client.join();
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.calls).toEqual([
      [
        'enterRoom',
        {
          sdkAppId: 1400000001,
          userId: 'c_page1',
          userSig: 'sig',
          strRoomId: options.roomId,
          scene: 'rtc',
          enableAutoPlayDialog: false,
        },
      ],
    ]);
  });

  it('puts the basic beauty plugin on the camera: started with the values, updated, stopped on leaving', async () => {
    const fake = fakeTrtc();
    const client = new TrtcRtcClient(options, async () => fake.sdk);
    await client.join();
    // Chosen before the camera is published: applied once it is.
    client.setBeauty({ beauty: 0.7, brightness: 0.5, ruddy: 0.3 });
    await settle();
    expect(fake.names()).not.toContain('startPlugin');
    await client.publish();
    await settle();
    client.setBeauty({ beauty: 1, brightness: 0.2, ruddy: 0.3 });
    await settle();
    const plugin = fake.calls.filter(([name]) => name.endsWith('Plugin'));
    expect(plugin).toEqual([
      ['startPlugin', { name: 'BasicBeauty', beauty: 0.7, brightness: 0.5, ruddy: 0.3 }],
      ['updatePlugin', { name: 'BasicBeauty', beauty: 1, brightness: 0.2, ruddy: 0.3 }],
    ]);
    client.leave();
    await settle();
    await settle();
    const names = fake.names();
    expect(names.indexOf('stopPlugin')).toBeGreaterThan(-1);
    expect(names.indexOf('stopPlugin')).toBeLessThan(names.indexOf('stopLocalVideo'));
  });

  it('keeps the camera when the beauty plugin fails, and tries again on the next change', async () => {
    const fake = fakeTrtc({ startPlugin: new Error('not supported') });
    const client = new TrtcRtcClient(options, async () => fake.sdk);
    await client.join();
    const local = await client.publish();
    client.setBeauty({ beauty: 0.7, brightness: 0.5, ruddy: 0.5 });
    client.setBeauty({ beauty: 0.8, brightness: 0.5, ruddy: 0.5 });
    await settle();
    await settle();
    expect(fake.names().filter((name) => name.endsWith('Plugin'))).toEqual(['startPlugin', 'startPlugin']);
    expect(fake.names()).not.toContain('stopLocalVideo');
    expect(trackIds(local)).toEqual(['local-video', 'local-audio']);
    client.leave();
    await settle();
    await settle();
    expect(fake.names()).not.toContain('stopPlugin');
  });

  it('publishes the camera at 480p and the microphone, answers them as one stream, and mutes each', async () => {
    const fake = fakeTrtc();
    const client = new TrtcRtcClient(options, async () => fake.sdk);
    await client.join();
    const local = await client.publish();
    expect(trackIds(local)).toEqual(['local-video', 'local-audio']);
    expect(fake.calls.slice(1)).toEqual([
      ['startLocalVideo', { option: { profile: '480p' } }],
      ['startLocalAudio', undefined],
    ]);
    client.muteVideo(true);
    client.muteAudio(true);
    client.muteAudio(false);
    expect(fake.calls.slice(3)).toEqual([
      ['updateLocalVideo', { mute: true }],
      ['updateLocalAudio', { mute: true }],
      ['updateLocalAudio', { mute: false }],
    ]);
  });

  it('turns a refused camera into RtcMediaError denied, a missing one or an unfit page into unsupported', async () => {
    const cases: [unknown, string][] = [
      [{ code: 5300, extraCode: 5302, message: 'NotAllowedError: Permission denied' }, 'denied'],
      [{ code: 5300, originError: new DOMException('Permission denied', 'NotAllowedError') }, 'denied'],
      [{ code: 5300, extraCode: 5301 }, 'unsupported'],
      [{ code: 5201 }, 'unsupported'],
      [{ code: 5300, extraCode: 5303 }, 'failed'],
    ];
    for (const [error, problem] of cases) {
      const fake = fakeTrtc({ startLocalVideo: error });
      const client = new TrtcRtcClient(options, async () => fake.sdk);
      await client.join();
      const refusal = await client.publish().catch((err: unknown) => err);
      expect(refusal).toBeInstanceOf(RtcMediaError);
      expect((refusal as RtcMediaError).problem).toBe(problem);
    }
  });

  it('hands the other participant’s video and audio as one stream, played by the page and not by the SDK', async () => {
    const fake = fakeTrtc();
    const client = new TrtcRtcClient(options, async () => fake.sdk);
    const seen: (string[] | null)[] = [];
    client.onRemoteStream((stream) => seen.push(trackIds(stream)));
    await client.join();
    fake.remoteMedia('a_agent');
    fake.fire(EVENT.REMOTE_AUDIO_AVAILABLE, { userId: 'a_agent' });
    fake.fire(EVENT.REMOTE_VIDEO_AVAILABLE, { userId: 'a_agent', streamType: 'main' });
    fake.fire(EVENT.REMOTE_VIDEO_AVAILABLE, { userId: 'a_agent', streamType: 'sub' });
    await settle();
    expect(fake.calls).toContainEqual(['setRemoteAudioVolume', { userId: 'a_agent', volume: 0 }]);
    expect(fake.calls.filter(([name]) => name === 'startRemoteVideo')).toEqual([
      ['startRemoteVideo', { userId: 'a_agent', streamType: 'main', view: null }],
    ]);
    fake.fire(EVENT.REMOTE_VIDEO_UNAVAILABLE, { userId: 'a_agent', streamType: 'main' });
    fake.fire(EVENT.REMOTE_AUDIO_UNAVAILABLE, { userId: 'someone_else' });
    fake.fire(EVENT.REMOTE_USER_EXIT, { userId: 'a_agent' });
    expect(seen).toEqual([['a_agent-audio'], ['a_agent-video', 'a_agent-audio'], ['a_agent-audio'], null]);
  });

  it('reads TRTC network quality as the room’s levels, and adds up what arrived from its statistics', async () => {
    const fake = fakeTrtc();
    const client = new TrtcRtcClient(options, async () => fake.sdk);
    await client.join();
    expect((await client.stats()).network).toBeUndefined();
    fake.fire(EVENT.NETWORK_QUALITY, {
      uplinkNetworkQuality: 1,
      downlinkNetworkQuality: 4,
      uplinkRTT: 20,
      uplinkLoss: 0,
      downlinkRTT: 20,
      downlinkLoss: 0,
    });
    expect((await client.stats()).network).toEqual({ uplink: 'good', downlink: 'difference' });
    fake.fire(EVENT.NETWORK_QUALITY, { uplinkNetworkQuality: 6, downlinkNetworkQuality: 0 });
    expect((await client.stats()).network).toEqual({ uplink: 'disconnected', downlink: 'unknown' });

    fake.remoteMedia('a_agent');
    fake.fire(EVENT.REMOTE_AUDIO_AVAILABLE, { userId: 'a_agent' });
    const now = vi.spyOn(performance, 'now');
    const statistics = {
      remoteStatistics: [
        { userId: 'a_agent', audio: { bitrate: 32 }, video: [{ videoType: 'big', bitrate: 800, frameRate: 15 }] },
      ],
    };
    now.mockReturnValue(1000);
    fake.fire(EVENT.STATISTICS, statistics);
    now.mockReturnValue(3000);
    fake.fire(EVENT.STATISTICS, statistics);
    now.mockRestore();
    expect(await client.stats()).toMatchObject({
      framesDecoded: 30,
      bytesReceived: 200_000,
      audioBytesReceived: 8000,
      bandwidth: 800_000 / 8 / 1024,
      audioBandwidth: 32_000 / 8 / 1024,
    });
  });

  it('leaves by stopping the camera and microphone, exiting the room and destroying the client, and hears nothing after', async () => {
    const fake = fakeTrtc();
    const client = new TrtcRtcClient(options, async () => fake.sdk);
    const seen: unknown[] = [];
    client.onRemoteStream((stream) => seen.push(stream));
    await client.join();
    await client.publish();
    client.leave();
    client.leave();
    await settle();
    expect(fake.names().slice(3)).toEqual(['stopLocalVideo', 'stopLocalAudio', 'exitRoom', 'destroy']);
    expect(fake.listening()).toBe(0);
    fake.remoteMedia('a_agent');
    fake.fire(EVENT.REMOTE_AUDIO_AVAILABLE, { userId: 'a_agent' });
    expect(seen).toEqual([]);
  });

  it('never enters a room it left while the SDK was still loading', async () => {
    const fake = fakeTrtc();
    let release: () => void = () => undefined;
    const client = new TrtcRtcClient(
      options,
      () => new Promise<TrtcSdk>((resolve) => (release = () => resolve(fake.sdk))),
    );
    const joining = client.join();
    client.leave();
    release();
    await joining;
    expect(fake.created()).toBe(0);
    expect(fake.calls).toEqual([]);
  });

  it('tells the page when TRTC puts it out of the room, and releases everything', async () => {
    const fake = fakeTrtc();
    const client = new TrtcRtcClient(options, async () => fake.sdk);
    const kicked = vi.fn();
    client.onKickedOut(kicked);
    await client.join();
    fake.fire(EVENT.KICKED_OUT, { reason: 'kick' });
    await settle();
    expect(kicked).toHaveBeenCalledTimes(1);
    expect(fake.names()).toContain('destroy');
    expect(fake.listening()).toBe(0);
  });
});
