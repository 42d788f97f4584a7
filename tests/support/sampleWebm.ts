/** EBML element: id bytes, a size written as an 8-byte vint (or unknown), the body. */
function element(id: number[], body: Buffer | null, unknownSize = false): Buffer {
  const size = Buffer.alloc(8);
  if (unknownSize) size.fill(0xff, 1).writeUInt8(0x01, 0);
  else {
    size[0] = 0x01;
    size.writeUIntBE(body?.length ?? 0, 2, 6);
  }
  return Buffer.concat([Buffer.from(id), size, body ?? Buffer.alloc(0)]);
}

const uint = (value: number, bytes = 4) => {
  const buf = Buffer.alloc(bytes);
  buf.writeUIntBE(value, 0, bytes);
  return buf;
};

function simpleBlock(relativeMs: number, payload: number): Buffer {
  const body = Buffer.alloc(4 + payload, 0x55);
  body[0] = 0x81; // track 1
  body.writeInt16BE(relativeMs, 1);
  body[3] = 0x80; // keyframe
  return element([0xa3], body);
}

/**
 * The bytes a browser's MediaRecorder writes, in the shape Chromium gives them: an EBML header, a
 * Segment and Clusters of unknown size, an Info without Duration, no Cues, a VP8 video track, and a
 * block every `stepMs` until `lengthMs`, one Cluster a second. `payload` bytes per block make it as large as wanted.
 */
export function sampleRecording(lengthMs: number, { stepMs = 100, payload = 64 } = {}): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([element([0x42, 0x86], uint(1, 1)), element([0x42, 0x82], Buffer.from('webm'))]),
  );
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([element([0x2a, 0xd7, 0xb1], uint(1_000_000)), element([0x4d, 0x80], Buffer.from('Chrome'))]),
  );
  const videoTrack = Buffer.concat([
    element([0xd7], uint(1, 1)), // TrackNumber
    element([0x83], uint(1, 1)), // TrackType: video
    element([0x86], Buffer.from('V_VP8')), // CodecID
  ]);
  const tracks = element([0x16, 0x54, 0xae, 0x6b], element([0xae], videoTrack));
  const clusters: Buffer[] = [];
  for (let start = 0; start <= lengthMs; start += 1000) {
    const blocks: Buffer[] = [element([0xe7], uint(start))];
    for (let t = start; t < start + 1000 && t <= lengthMs; t += stepMs) blocks.push(simpleBlock(t - start, payload));
    clusters.push(
      Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), ...blocks]),
    );
  }
  const segmentHead = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([header, segmentHead, info, tracks, ...clusters]);
}

/** Cuts bytes into pieces of at most `size`, as a recorder's timeslices cut a stream anywhere. */
export function piecesOf(bytes: Buffer, size: number): Buffer[] {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return pieces;
}
