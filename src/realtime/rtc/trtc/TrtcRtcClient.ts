/**
 * The trtc engine: Tencent's TRTC room named by the serviceId (strRoomId), entered as the user the
 * server signed a UserSig for. The SDK captures, publishes and subscribes; the page plays the other
 * participant's tracks itself, in the same <video> as the p2p engine's.
 */
import type { TRTCEventTypes } from 'trtc-sdk-v5';
import type { BeautySettings } from '../../../domain/beauty';
import { levelFromTrtcQuality } from '../../../domain/networkQuality';
import { reportFailure } from '../../../dataProvider/httpClient';
import { NO_RTC_STATS, RtcMediaError, type RtcClient, type RtcStats, type TrtcClientOptions } from '../RtcClient';
import { accumulateTrtcStats, trtcMediaProblem } from './trtcMedia';
import { loadTrtcSdk, type LoadTrtcSdk, type TrtcInstance, type TrtcSdk } from './trtcSdk';

/** Spec 2 §9: the video profile is 480p. */
const VIDEO_PROFILE = '480p';

export class TrtcRtcClient implements RtcClient {
  private sdk: TrtcSdk | null = null;
  private trtc: TrtcInstance | null = null;
  private entered: Promise<void> | null = null;
  private left = false;
  private local: MediaStream | null = null;
  /** The other participant: the latest user who sent media, and what of it is available. */
  private remoteUser: { userId: string; video: boolean; audio: boolean } | null = null;
  private readonly remoteListeners = new Set<(stream: MediaStream | null) => void>();
  private readonly kickedListeners = new Set<() => void>();
  private remote: MediaStream | null = null;
  private statistics: RtcStats = NO_RTC_STATS;
  private statisticsAt = 0;
  private readonly unsubscribe: (() => void)[] = [];
  /** The basic beauty plugin: off until the first setBeauty with the camera on; steps run one after another. */
  private beauty: { on: boolean; settings: BeautySettings | null; steps: Promise<void> } = {
    on: false,
    settings: null,
    steps: Promise.resolve(),
  };

  constructor(
    private readonly options: TrtcClientOptions,
    private readonly load: LoadTrtcSdk = loadTrtcSdk,
  ) {}

  /** The server's answer already names the room (its serviceId). */
  join(): Promise<void> {
    this.entered ??= this.enter();
    return this.entered;
  }

  async publish(): Promise<MediaStream> {
    if (this.local) return this.local;
    const trtc = this.trtc;
    if (!trtc || this.left) throw new RtcMediaError('failed');
    try {
      await trtc.startLocalVideo({ option: { profile: VIDEO_PROFILE } });
      await trtc.startLocalAudio();
    } catch (err) {
      throw new RtcMediaError(trtcMediaProblem(err));
    }
    const tracks = [trtc.getVideoTrack(), trtc.getAudioTrack()].filter(
      (track): track is MediaStreamTrack => track !== null,
    );
    this.local = new MediaStream(tracks);
    if (this.beauty.settings) this.setBeauty(this.beauty.settings);
    return this.local;
  }

  muteAudio(muted: boolean): void {
    this.trtc?.updateLocalAudio({ mute: muted }).catch(ignore);
  }

  muteVideo(muted: boolean): void {
    this.trtc?.updateLocalVideo({ mute: muted }).catch(ignore);
  }

  /** TRTC's basic beauty plugin on the published camera; a plugin that fails leaves the camera as it is. */
  setBeauty(settings: BeautySettings): void {
    this.beauty.settings = settings;
    if (!this.local) return;
    this.beautyStep(async (trtc) => {
      const latest = this.beauty.settings;
      if (!latest) return;
      const options = { beauty: latest.beauty, brightness: latest.brightness, ruddy: latest.ruddy };
      if (this.beauty.on) await trtc.updatePlugin('BasicBeauty', options);
      else {
        await trtc.startPlugin('BasicBeauty', options);
        this.beauty.on = true;
      }
    });
  }

  onRemoteStream(listener: (stream: MediaStream | null) => void): () => void {
    this.remoteListeners.add(listener);
    if (this.remote) listener(this.remote);
    return () => this.remoteListeners.delete(listener);
  }

  onKickedOut(listener: () => void): () => void {
    this.kickedListeners.add(listener);
    return () => this.kickedListeners.delete(listener);
  }

  async stats(): Promise<RtcStats> {
    return this.statistics;
  }

  leave(): void {
    if (this.left) return;
    this.left = true;
    for (const stop of this.unsubscribe.splice(0)) stop();
    this.setRemote(null);
    this.remoteListeners.clear();
    this.kickedListeners.clear();
    this.local = null;
    const trtc = this.trtc;
    if (!trtc) return;
    // Whatever entering or publishing is under way settles first, so nothing is left sending.
    void (this.entered ?? Promise.resolve())
      .catch(ignore)
      .then(() => this.beauty.steps)
      .then(() => (this.beauty.on ? trtc.stopPlugin('BasicBeauty') : undefined))
      .catch(ignore)
      .then(() => Promise.allSettled([trtc.stopLocalVideo(), trtc.stopLocalAudio()]))
      .then(() => trtc.exitRoom())
      .catch(ignore)
      .finally(() => trtc.destroy());
  }

  private async enter(): Promise<void> {
    const sdk = await this.load();
    if (this.left) return;
    this.sdk = sdk;
    const trtc = sdk.create();
    this.trtc = trtc;
    this.listen(sdk, trtc);
    const { sdkAppId, userId, userSig, roomId } = this.options;
    // The page plays the remote audio in its own <video>, so the SDK's autoplay dialog is not wanted.
    await trtc.enterRoom({
      sdkAppId,
      userId,
      userSig,
      strRoomId: roomId,
      scene: sdk.TYPE.SCENE_RTC,
      enableAutoPlayDialog: false,
    });
  }

  private listen(sdk: TrtcSdk, trtc: TrtcInstance): void {
    const { EVENT, TYPE } = sdk;
    const on = <T extends keyof TRTCEventTypes>(event: T, handler: (...args: TRTCEventTypes[T]) => void) => {
      trtc.on(event, handler);
      this.unsubscribe.push(() => trtc.off(event, handler as never));
    };
    on(EVENT.REMOTE_VIDEO_AVAILABLE, ({ userId, streamType }) => {
      if (streamType !== TYPE.STREAM_TYPE_MAIN) return;
      trtc
        .startRemoteVideo({ userId, streamType, view: null })
        .then(() => this.remoteChanged(userId, { video: true }))
        .catch(ignore);
    });
    on(EVENT.REMOTE_VIDEO_UNAVAILABLE, ({ userId, streamType }) => {
      if (streamType === TYPE.STREAM_TYPE_MAIN) this.remoteChanged(userId, { video: false });
    });
    on(EVENT.REMOTE_AUDIO_AVAILABLE, ({ userId }) => {
      // Heard through the page's <video> with the picture; the SDK's own player stays silent.
      trtc.setRemoteAudioVolume(userId, 0);
      this.remoteChanged(userId, { audio: true });
    });
    on(EVENT.REMOTE_AUDIO_UNAVAILABLE, ({ userId }) => this.remoteChanged(userId, { audio: false }));
    on(EVENT.REMOTE_USER_EXIT, ({ userId }) => {
      if (this.remoteUser?.userId !== userId) return;
      this.remoteUser = null;
      this.setRemote(null);
    });
    on(EVENT.NETWORK_QUALITY, ({ uplinkNetworkQuality, downlinkNetworkQuality }) => {
      this.statistics = {
        ...this.statistics,
        network: {
          uplink: levelFromTrtcQuality(uplinkNetworkQuality),
          downlink: levelFromTrtcQuality(downlinkNetworkQuality),
        },
      };
    });
    on(EVENT.STATISTICS, (statistics) => {
      const now = performance.now();
      const seconds = this.statisticsAt === 0 ? 0 : (now - this.statisticsAt) / 1000;
      this.statisticsAt = now;
      this.statistics = accumulateTrtcStats(this.statistics, statistics, this.remoteUser?.userId ?? null, seconds);
    });
    on(EVENT.KICKED_OUT, () => {
      const listeners = [...this.kickedListeners];
      this.leave();
      for (const listener of listeners) listener();
    });
  }

  private beautyStep(step: (trtc: TrtcInstance) => Promise<void>): void {
    this.beauty.steps = this.beauty.steps.then(async () => {
      const trtc = this.trtc;
      if (!trtc || this.left) return;
      try {
        await step(trtc);
      } catch (err) {
        this.beauty.on = false;
        reportFailure('trtc basic beauty', err instanceof Error ? err.message : String(err), 'warn');
      }
    });
  }

  private remoteChanged(userId: string, change: { video?: boolean; audio?: boolean }): void {
    if (this.left) return;
    const current = this.remoteUser?.userId === userId ? this.remoteUser : null;
    // Losing media of someone else changes nothing; new media makes its sender the other participant.
    if (!current && !change.video && !change.audio) return;
    const user = { userId, video: false, audio: false, ...current, ...change };
    this.remoteUser = user;
    const tracks = [
      user.video ? this.trtc?.getVideoTrack({ userId, streamType: this.sdk?.TYPE.STREAM_TYPE_MAIN }) : null,
      user.audio ? this.trtc?.getAudioTrack({ userId }) : null,
    ].filter((track): track is MediaStreamTrack => !!track);
    this.setRemote(tracks.length > 0 ? new MediaStream(tracks) : null);
  }

  private setRemote(stream: MediaStream | null): void {
    if (stream === null && this.remote === null) return;
    this.remote = stream;
    for (const listener of this.remoteListeners) listener(stream);
  }
}

/** A mute or teardown the SDK refuses (the room already gone) leaves nothing to do. */
function ignore(): void {}
