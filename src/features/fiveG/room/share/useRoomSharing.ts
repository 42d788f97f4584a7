import { useCallback, useRef, useState } from 'react';
import { shareRefusal, type CallState, type ShareRefusal } from '../../../../domain/fiveGRoom';
import type { RoomApi, RoomShare } from '../roomApi';
import { roomTexts } from '../roomTexts';
import type { MaterialItem } from '../materials';

const refusalTexts: Record<ShareRefusal, string> = {
  notConnected: roomTexts.videoOnly,
  videoOnly: roomTexts.videoOnly,
  switching: roomTexts.switchingMedia,
};

export interface RoomSharingOptions {
  api: RoomApi;
  call: CallState;
  initial: RoomShare | null;
  notify(text: string, type: 'info' | 'warning' | 'error' | 'success'): void;
  /** Shows the share on the customer's handset (null: nothing shared). */
  push(share: RoomShare | null): Promise<void>;
}

export interface RoomSharing {
  share: RoomShare | null;
  /** An item waiting for the agent to confirm replacing the current share. */
  replacing: MaterialItem | null;
  choose(item: MaterialItem): void;
  confirmReplace(): void;
  cancelReplace(): void;
  /** `callEnded`: the call took the share with it on the server; the card, the handset and the room's pages follow. */
  end(options?: { quiet?: boolean; callEnded?: boolean }): Promise<void>;
}

/**
 * The room's one share (spec 2 §4.4): only during a connected video call that is not switching media;
 * replacing asks first; the server records it (startShare / stopShare) and the handset shows it.
 */
export function useRoomSharing({ api, call, initial, notify, push }: RoomSharingOptions): RoomSharing {
  const [share, setShare] = useState<RoomShare | null>(initial);
  const [replacing, setReplacing] = useState<MaterialItem | null>(null);
  const busy = useRef(false);

  const start = useCallback(
    async (item: MaterialItem) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const started = await api.startShare(item);
        setShare(started);
        await push(started);
        notify(roomTexts.shared, 'success');
      } catch (error) {
        notify(`${roomTexts.shareFailed}：${error instanceof Error ? error.message : String(error)}`, 'error');
      } finally {
        busy.current = false;
      }
    },
    [api, notify, push],
  );

  const choose = (item: MaterialItem) => {
    const refusal = shareRefusal(call);
    if (refusal) {
      notify(refusalTexts[refusal], 'warning');
      return;
    }
    if (share) setReplacing(item);
    else void start(item);
  };

  const end = useCallback(
    async ({ quiet = false, callEnded = false } = {}) => {
      setShare(null);
      await Promise.allSettled([api.stopShare({ callEnded }), push(null)]);
      if (!quiet) notify(roomTexts.shareEnded, 'info');
    },
    [api, notify, push],
  );

  return {
    share,
    replacing,
    choose,
    confirmReplace: () => {
      const item = replacing;
      setReplacing(null);
      if (item) void start(item);
    },
    cancelReplace: () => setReplacing(null),
    end,
  };
}
