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
