import { useEffect, useRef, useState } from 'react';
import {
  clearExpired,
  concerns,
  CUSTOMER_USER_ID,
  mayTurnOn,
  NO_PROHIBIT,
  obeyMute,
  type MediaKind,
  type MuteRequest,
} from '../../../domain/hostControls';
import type { RoomChannel } from '../../../realtime/im/RoomChannel';
import type { RoomSender } from '../../../schemas/roomMessages';
import type { RoomMedia } from '../useRoomMedia';
import { useMemberAnnounce } from './useMembers';

type ObedientMedia = RoomMedia & {
  /** The host turned it off less than 10 s ago: the page may not turn it on yet. */
  locked: Record<MediaKind, boolean>;
};

/**
 * The customer's page obeys the host (spec 2 §4.1, §9): a mute turns the microphone or camera off and
 * keeps it off for 10 s, an unmute turns it on. The page also announces its own state to the host.
 */
export function useObeyHost(channel: RoomChannel | null, media: RoomMedia, userName: string): ObedientMedia {
  const [prohibit, setProhibit] = useState(NO_PROHIBIT);
  const prohibitNow = useRef(prohibit);
  const mediaNow = useRef(media);
  mediaNow.current = media;
  prohibitNow.current = prohibit;

  useEffect(() => {
    if (!channel) return;
    const obey = (kind: MediaKind) => (request: MuteRequest, from: RoomSender) => {
      if (from.role !== 'server' || !concerns(request, CUSTOMER_USER_ID) || typeof request.mute !== 'boolean') return;
      const { state, turn } = obeyMute(prohibitNow.current, kind, request, Date.now());
      prohibitNow.current = state;
      setProhibit(state);
      const set = kind === 'audio' ? mediaNow.current.setAudio : mediaNow.current.setVideo;
      set(turn === 'on');
    };
    const stops = [channel.on('muteAudio', obey('audio')), channel.on('muteVideo', obey('video'))];
    return () => {
      for (const stop of stops) stop();
    };
  }, [channel]);

  // The prohibit flag clears itself when its time is up.
  useEffect(() => {
    const deadlines = [prohibit.audio, prohibit.video].filter((at): at is number => at !== null);
    if (deadlines.length === 0) return;
    const timer = setTimeout(
      () => setProhibit((state) => clearExpired(state, Date.now())),
      Math.max(0, Math.min(...deadlines) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [prohibit]);

  const published = media.local !== null;
  useMemberAnnounce(channel, {
    userId: CUSTOMER_USER_ID,
    userName,
    role: 'customer',
    isAudio: published && media.audioOn,
    isVideo: published && media.videoOn,
  });

  // eslint-disable-next-line react-hooks/purity -- a lock is read at render time; the timer above re-renders when it ends.
  const now = Date.now();
  const locked = { audio: !mayTurnOn(prohibit, 'audio', now), video: !mayTurnOn(prohibit, 'video', now) };
  return {
    ...media,
    locked,
    toggleAudio() {
      if (media.audioOn || !locked.audio) media.toggleAudio();
    },
    toggleVideo() {
      if (media.videoOn || !locked.video) media.toggleVideo();
    },
  };
}
