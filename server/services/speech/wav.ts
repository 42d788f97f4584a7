/** The chunks of a RIFF WAVE file: each one's id, where its data starts and its size as written. */
function* chunks(wav: Buffer): Generator<{ id: string; at: number; size: number }> {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('not a WAV file');
  for (let at = 12; at + 8 <= wav.length;) {
    const size = wav.readUInt32LE(at + 4);
    yield { id: wav.toString('ascii', at, at + 4), at: at + 8, size };
    at += 8 + size + (size % 2);
  }
}

/** The length of a PCM WAV: its data chunk's bytes over the byte rate of its fmt chunk. */
export function wavSeconds(wav: Buffer): number {
  let byteRate = 0;
  for (const chunk of chunks(wav)) {
    if (chunk.id === 'fmt ') byteRate = wav.readUInt32LE(chunk.at + 8);
    // A stream written before its length was known says 0 or 0xffffffff: the data runs to the end.
    if (chunk.id === 'data')
      return byteRate > 0
        ? Math.min(chunk.size === 0 || chunk.size === 0xffffffff ? Infinity : chunk.size, wav.length - chunk.at) /
            byteRate
        : 0;
  }
  throw new Error('a WAV file without data');
}

/**
 * The WAV with its RIFF and data sizes saying what the file holds. An engine writing to a pipe cannot know
 * them and writes a placeholder (espeak-ng: 0x7ffff000), which a browser's player takes for a long
 * recording: its duration is wrong and it may never say it ended.
 */
export function withExactSizes(wav: Buffer): Buffer {
  for (const chunk of chunks(wav)) {
    if (chunk.id !== 'data') continue;
    const fixed = Buffer.from(wav.subarray(0, chunk.at + Math.min(chunk.size, wav.length - chunk.at)));
    fixed.writeUInt32LE(fixed.length - chunk.at, chunk.at - 4);
    fixed.writeUInt32LE(fixed.length - 8, 4);
    return fixed;
  }
  throw new Error('a WAV file without data');
}

/** The samples of a 16-bit PCM WAV, its channels mixed to one, and their rate. */
function pcm16(wav: Buffer): { rate: number; samples: Float32Array } {
  let rate = 0;
  let channels = 1;
  let bits = 0;
  for (const chunk of chunks(wav)) {
    if (chunk.id === 'fmt ') {
      channels = Math.max(1, wav.readUInt16LE(chunk.at + 2));
      rate = wav.readUInt32LE(chunk.at + 4);
      bits = wav.readUInt16LE(chunk.at + 14);
    }
    if (chunk.id !== 'data') continue;
    if (bits !== 16 || rate <= 0) throw new Error('not a 16-bit PCM WAV');
    const size = chunk.size === 0 || chunk.size === 0xffffffff ? Infinity : chunk.size;
    const end = Math.min(chunk.at + size, wav.length);
    const frames = Math.floor((end - chunk.at) / (2 * channels));
    const samples = new Float32Array(frames);
    for (let i = 0; i < frames; i += 1) {
      let sum = 0;
      for (let c = 0; c < channels; c += 1) sum += wav.readInt16LE(chunk.at + (i * channels + c) * 2);
      samples[i] = sum / channels / 32768;
    }
    return { rate, samples };
  }
  throw new Error('a WAV file without data');
}

/** Loudness under this share of the loudest frame counts as silence (breath, the engine's hiss). */
const SILENCE = 0.08;
/** How much of a frame's level the next keeps when the voice falls: the mouth closes over a few frames. */
const RELEASE = 0.55;

/**
 * How loud the speech is in each video frame of `fps`: the RMS of the frame's samples, over the loudest
 * frame's, so 0 is silence and 1 the loudest moment; a level falls off over a few frames instead of at once.
 */
export function loudnessPerFrame(wav: Buffer, fps: number): number[] {
  const { rate, samples } = pcm16(wav);
  const perFrame = rate / fps;
  const count = Math.ceil(samples.length / perFrame);
  const rms: number[] = [];
  for (let f = 0; f < count; f += 1) {
    const from = Math.floor(f * perFrame);
    const to = Math.min(samples.length, Math.floor((f + 1) * perFrame));
    let sum = 0;
    for (let i = from; i < to; i += 1) sum += (samples[i] ?? 0) ** 2;
    rms.push(to > from ? Math.sqrt(sum / (to - from)) : 0);
  }
  const loudest = Math.max(0, ...rms);
  if (loudest === 0) return rms.map(() => 0);
  let level = 0;
  return rms.map((value) => {
    const share = value / loudest;
    level = Math.max(share < SILENCE ? 0 : share, level * RELEASE);
    return level < 0.01 ? 0 : level;
  });
}
