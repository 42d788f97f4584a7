import { useCallback, useEffect, useRef, useState } from 'react';
import { STATS_POLL_MS, type NetworkRoomEvent } from '../../../domain/networkQuality';
import {
  initialAdvice,
  stepAdvice,
  videoHolds,
  type AdviceEffect,
  type AdviceInput,
  type CallMode,
} from '../../../domain/videoAdvice';
import { useHall } from '../HallContext';

declare module '../../../schemas/roomMessages' {
  interface RoomMessages {
    /** One side's camera is on or off, said with every reading so the other side judges only video it is sent. */
    'media.camera': { on: boolean };
    /** Network advice: voice was advised on this side, or this side switched the call (src/domain/videoAdvice.ts). */
    'media.advice': { kind: 'advised' } | { kind: 'switch'; mode: CallMode };
  }
}

/** What the other side did, told on this side. */
export type AdviceNotice = 'otherAdvised' | 'otherSwitchedToAudio' | 'otherSwitchedToVideo';

export interface VideoAdvice {
  /** The switch offered to this side, if any. */
  offer: CallMode | null;
  accept(): void;
  decline(): void;
  notice: AdviceNotice | null;
  /** Counts the notices told, so that each one is shown for its own full time, even when it replaces another. */
  noticeCount: number;
  dismissNotice(): void;
}

const isMode = (value: unknown): value is CallMode => value === 'video' || value === 'audio';

/**
 * Feeds the advice rules every reading with the video this page receives and the voice it hears, and performs
 * what they answer: the offer, the switch of both cameras, what the other side is told and the room's events.
 */
export function useVideoAdvice(report: (event: NetworkRoomEvent) => Promise<unknown>): VideoAdvice {
  const { media, channel } = useHall();
  const latest = useRef({ media, report });
  latest.current = { media, report };
  const [offer, setOffer] = useState<CallMode | null>(null);
  const [told, setTold] = useState<{ notice: AdviceNotice | null; count: number }>({ notice: null, count: 0 });
  const setNotice = useCallback(
    (notice: AdviceNotice | null) =>
      setTold((before) => ({ notice, count: notice === null ? before.count : before.count + 1 })),
    [],
  );
  const machine = useRef(initialAdvice());
  const remoteCamera = useRef(true);
  const lastFrames = useRef<{ frames: number; at: number; seen: boolean } | null>(null);

  const perform = (effect: AdviceEffect) => {
    if (effect.type === 'offer') setOffer(effect.mode);
    else if (effect.type === 'withdraw') setOffer(null);
    else if (effect.type === 'tellAdvised') channel.send('media.advice', { kind: 'advised' });
    else if (effect.type === 'record') void latest.current.report(effect.event).catch(() => undefined);
    else {
      latest.current.media.setVideo(effect.mode === 'video');
      channel.send('media.advice', { kind: 'switch', mode: effect.mode });
      setOffer(null);
    }
  };
  const feed = useRef((_input: AdviceInput) => undefined as void);
  feed.current = (input: AdviceInput) => {
    const step = stepAdvice(machine.current, input);
    machine.current = step.state;
    for (const effect of step.effects) perform(effect);
  };

  useEffect(() => {
    const stops = [
      channel.on('media.camera', (payload) => {
        remoteCamera.current = payload.on !== false;
      }),
      channel.on('media.advice', (payload) => {
        if (payload.kind === 'advised') setNotice('otherAdvised');
        else if (payload.kind === 'switch' && isMode(payload.mode)) {
          latest.current.media.setVideo(payload.mode === 'video');
          setNotice(payload.mode === 'audio' ? 'otherSwitchedToAudio' : 'otherSwitchedToVideo');
          feed.current({ type: 'otherSwitched', mode: payload.mode });
        }
      }),
    ];
    const read = () => {
      const { stats, remote, local, videoOn } = latest.current.media;
      // A side without a camera (refused, or none) sends no video to judge.
      channel.send('media.camera', { on: videoOn && (local?.getVideoTracks().length ?? 0) > 0 });
      const at = Date.now();
      const before = lastFrames.current;
      lastFrames.current = { frames: stats.framesDecoded, at, seen: remote !== null };
      // The first reading with the other side there sets the count; the next one judges.
      const judged = before !== null && before.seen && remote !== null;
      const seconds = judged ? (at - before.at) / 1000 : 0;
      const framesPerSecond = seconds > 0 ? Math.max(0, stats.framesDecoded - before!.frames) / seconds : 0;
      feed.current({
        type: 'reading',
        videoHolds: videoHolds({
          expected:
            judged && remoteCamera.current && remote.getVideoTracks().length > 0 && machine.current.mode === 'video',
          framesPerSecond,
          bandwidth: stats.bandwidth,
        }),
        voiceGood: remote !== null && stats.audioBandwidth > 0,
      });
    };
    const reader = setInterval(read, STATS_POLL_MS);
    return () => {
      clearInterval(reader);
      for (const stop of stops) stop();
    };
  }, [channel, setNotice]);

  return {
    offer,
    accept: () => feed.current({ type: 'accept' }),
    decline: () => {
      feed.current({ type: 'decline' });
      setOffer(null);
    },
    notice: told.notice,
    noticeCount: told.count,
    dismissNotice: () => setNotice(null),
  };
}
