// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_RTC_STATS } from '../../../realtime/rtc/RtcClient';
import type { RoomChannel } from '../../../realtime/im/RoomChannel';
import type { RoomMessages, RoomMessageType } from '../../../schemas/roomMessages';
import { HallContext, type Hall } from '../HallContext';
import type { RoomMedia } from '../useRoomMedia';
import { HallNetwork } from './HallNetwork';

/** A room channel whose messages from the other side the test delivers. */
function channelFromOtherSide() {
  const listeners = new Map<string, ((payload: unknown) => void)[]>();
  const channel = {
    join: async () => undefined,
    send: () => undefined,
    on: (type: string, listener: (payload: unknown) => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      return () => listeners.set(type, listeners.get(type)?.filter((kept) => kept !== listener) ?? []);
    },
    onRejoin: () => () => undefined,
    onError: () => () => undefined,
    leave: () => undefined,
  } as unknown as RoomChannel;
  const deliver = <K extends RoomMessageType>(type: K, payload: RoomMessages[K]) =>
    act(() => {
      for (const listener of listeners.get(type) ?? []) listener(payload);
    });
  return { channel, deliver };
}

function renderAgentNetwork(channel: RoomChannel) {
  const setVideo = vi.fn();
  const media = {
    local: null,
    remote: null,
    audioOn: true,
    videoOn: true,
    setVideo,
    stats: NO_RTC_STATS,
  } as unknown as RoomMedia;
  const hall = { role: 'agent', channel, media } as unknown as Hall;
  render(
    <HallContext.Provider value={hall}>
      <HallNetwork remoteName="王先生" socketConnected={() => true} report={async () => undefined} />
    </HallContext.Provider>,
  );
  return { setVideo };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the agent's notices of the customer's network advice", () => {
  it('shows the switch for its own full time when it follows the advice a few seconds later', async () => {
    const { channel, deliver } = channelFromOtherSide();
    const { setVideo } = renderAgentNetwork(channel);

    deliver('media.advice', { kind: 'advised' });
    expect(screen.getByTestId('video-advice-notice').textContent).toContain(
      '王先生的网络无法维持视频，已建议切换为语音',
    );

    await act(() => vi.advanceTimersByTimeAsync(6_000));
    deliver('media.advice', { kind: 'switch', mode: 'audio' });
    expect(setVideo).toHaveBeenLastCalledWith(false);
    // Past the advice's own 8 s, the switch is still told.
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(screen.getByTestId('video-advice-notice').textContent).toContain('王先生的网络不佳，已切换为语音通话');

    // It goes by itself once its own time is up.
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(screen.queryByText('王先生的网络不佳，已切换为语音通话')).toBeNull();
  });
});
