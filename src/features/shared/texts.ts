/** The texts of SpokenAudio. */
export const SPOKEN_TEXTS = { play: '播放语音' } as const;
