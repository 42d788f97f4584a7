import { useCallback, useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import type { RoomChannel } from '../../../realtime/im/RoomChannel';
import type { RoomShare } from '../../../schemas/roomShare';
import type { AgentHallApi } from '../hallApi';
import type { PanelKey } from '../HallContext';
import { shareTexts } from './shareTexts';

interface ShareEndingsOptions {
  api: AgentHallApi;
  channel: RoomChannel | null;
  share: RoomShare | null;
  openPanel(key: PanelKey | null): void;
  setWhiteboard(on: boolean): void;
}

/**
 * The agent's side of ending a share (spec 2 §4.1): whoever ended it, the side panel returns to 1 and
 * the whiteboard goes off; the agent is told '你已结束共享' (or '…数字人'), or that the customer ended a
 * product share. Answers the footer's end-share action.
 */
export function useShareEndings({ api, channel, share, openPanel, setWhiteboard }: ShareEndingsOptions): () => void {
  const notify = useNotify();
  const restore = useRef<() => void>(() => undefined);
  restore.current = () => {
    openPanel('1');
    setWhiteboard(false);
  };

  useEffect(
    () =>
      channel?.on('share.changed', ({ share: next, by, ended }) => {
        if (next) return;
        restore.current();
        if (by === 'customer') notify(shareTexts.customerEnded, { type: 'info' });
        else if (by === 'agent')
          notify(ended === 'digitalMan' ? shareTexts.endedDigitalMan : shareTexts.ended, { type: 'info' });
      }),
    [channel, notify],
  );

  return useCallback(() => {
    if (!share) {
      // Only the whiteboard was on.
      restore.current();
      notify(shareTexts.ended, { type: 'info' });
      return;
    }
    void api.stopShare().catch(() => undefined);
  }, [share, api, notify]);
}
