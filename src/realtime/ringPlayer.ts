/** The ring of an incoming call (spec 1 §4, spec 3 §4): the tenant's sound or the default, again every 4 s until stopped. */
export const DEFAULT_RING_URL = '/sounds/ring.wav';
const RING_REPEAT_MS = 4000;

interface RingPlayer {
  start(url: string | null | undefined): void;
  stop(): void;
  readonly playing: boolean;
}

export function createRingPlayer(makeAudio: (url: string) => HTMLAudioElement = (url) => new Audio(url)): RingPlayer {
  let audio: HTMLAudioElement | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const play = () => {
    if (!audio) return;
    audio.currentTime = 0;
    // A browser that refuses sound before the first click still shows the call box.
    audio.play()?.catch(() => undefined);
  };
  return {
    start(url) {
      this.stop();
      audio = makeAudio(url || DEFAULT_RING_URL);
      audio.dataset.ring = 'incoming-call';
      play();
      timer = setInterval(play, RING_REPEAT_MS);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      audio?.pause();
      audio = null;
    },
    get playing() {
      return audio !== null;
    },
  };
}

/** The call box's counter: whole seconds since the ring began, starting at 1. */
export function ringSeconds(offeredAt: string | undefined, now: number, openedAt: number): number {
  const since = offeredAt ? Date.parse(offeredAt) : openedAt;
  return Math.max(1, Math.floor((now - (Number.isNaN(since) ? openedAt : since)) / 1000) + 1);
}
