import { useCallback, useEffect, useRef, useState } from 'react';
import { beautyFromSliders } from '../../../domain/beauty';
import { AGENT_SETTING_DEFAULTS, type AgentSetting } from '../../../schemas/agentSetting';
import type { AgentHallApi } from '../hallApi';
import type { RoomMedia } from '../useRoomMedia';

export interface AgentBeauty {
  sliders: AgentSetting;
  /** A slider moves: the sent video follows at once. */
  change(next: AgentSetting): void;
  /** A slider is let go: kept for the next room. */
  keep(): void;
}

/**
 * The agent's beauty sliders: those the last room left (GET agentSetting) are put on the sent video as the room
 * opens, each move changes the video, and the value a slider is let go at is kept (POST agentSetting).
 */
export function useAgentBeauty(api: AgentHallApi, media: Pick<RoomMedia, 'setBeauty'>): AgentBeauty {
  const [sliders, setSliders] = useState<AgentSetting>(AGENT_SETTING_DEFAULTS);
  const latest = useRef(sliders);
  const { setBeauty } = media;

  useEffect(() => {
    let live = true;
    api
      .setting()
      .then((kept) => {
        if (!live) return;
        latest.current = kept;
        setSliders(kept);
        setBeauty(beautyFromSliders(kept));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, setBeauty]);

  const change = useCallback(
    (next: AgentSetting) => {
      latest.current = next;
      setSliders(next);
      setBeauty(beautyFromSliders(next));
    },
    [setBeauty],
  );
  const keep = useCallback(() => {
    void api.saveSetting(latest.current).catch(() => undefined);
  }, [api]);
  return { sliders, change, keep };
}
