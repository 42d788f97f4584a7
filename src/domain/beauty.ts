/**
 * The beauty filter (spec 2 §2.2, §3, §9): three sliders 1 to 10, default 5, sent to the engine divided by
 * 10; the p2p engine turns them into a canvas filter over the sent video.
 */
export interface BeautySettings {
  /** Smoothing, 0.1 to 1. */
  beauty: number;
  /** Whitening ('light' in the spec), 0.1 to 1. */
  brightness: number;
  /** Ruddiness, 0.1 to 1. */
  ruddy: number;
}

export const BEAUTY_MIN = 1;
export const BEAUTY_MAX = 10;
export const BEAUTY_DEFAULT = 5;

/** The sliders' values (1 to 10) as the engine takes them. */
export function beautyFromSliders(sliders: { beauty: number; light: number; ruddy: number }): BeautySettings {
  const scaled = (n: number) => Math.min(BEAUTY_MAX, Math.max(BEAUTY_MIN, Math.round(n))) / 10;
  return { beauty: scaled(sliders.beauty), brightness: scaled(sliders.light), ruddy: scaled(sliders.ruddy) };
}

const NEUTRAL = BEAUTY_DEFAULT / 10;

/**
 * The canvas filter for the settings, or null at the defaults (the camera is sent untouched): smoothing
 * blurs up to 1.5 px, whitening brightens from 0.76 to 1.3, ruddiness saturates from 0.68 to 1.4.
 */
export function beautyFilter(settings: BeautySettings): string | null {
  const blur = Math.max(0, settings.beauty - NEUTRAL) * 3;
  const brightness = 1 + (settings.brightness - NEUTRAL) * 0.6;
  const saturate = 1 + (settings.ruddy - NEUTRAL) * 0.8;
  if (blur === 0 && Math.abs(brightness - 1) < 1e-9 && Math.abs(saturate - 1) < 1e-9) return null;
  const round = (n: number) => Math.round(n * 100) / 100;
  return `blur(${round(blur)}px) brightness(${round(brightness)}) saturate(${round(saturate)})`;
}
