/** The length of a PCM WAV: its data chunk's bytes over the byte rate of its fmt chunk. */
export function wavSeconds(wav: Buffer): number {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let byteRate = 0;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') byteRate = wav.readUInt32LE(at + 16);
    // A stream written before its length was known says 0 or 0xffffffff: the data runs to the end.
    if (id === 'data') return byteRate > 0 ? Math.min(size === 0 || size === 0xffffffff ? Infinity : size, wav.length - at - 8) / byteRate : 0;
    at += 8 + size + (size % 2);
  }
  throw new Error('a WAV file without data');
}
