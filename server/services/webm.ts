/**
 * Just enough of WebM (EBML) for browser recordings: recognising one, finding how long it lasts, and
 * writing that length into its header. MediaRecorder writes a live stream: its Segment and Clusters
 * have unknown sizes and its Info carries no Duration, so a player shows no length until the end is
 * reached. Chromium's recordings have no SeekHead or Cues, so the Info may grow in place.
 */

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const SEEK_HEAD = 0x114d9b74;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const SIMPLE_BLOCK = 0xa3;

/** Elements whose children are read in line; a cluster of unknown size simply ends where the next one starts. */
const CONTAINERS = new Set([SEGMENT, CLUSTER, BLOCK_GROUP, INFO]);
const DEFAULT_TIMECODE_SCALE = 1_000_000;

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

/** A variable-length integer at `at`; `keepMarker` for element ids. Null when the bytes are not all there yet. */
function readVint(buf: Uint8Array, at: number, keepMarker: boolean): Vint | null | 'bad' {
  const first = buf[at];
  if (first === undefined) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || (keepMarker && length > 4)) return 'bad';
  if (at + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[at + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

interface ElementHead {
  id: number;
  /** Null for an unknown size. */
  size: number | null;
  headLength: number;
}

function readHead(buf: Uint8Array, at: number): ElementHead | null | 'bad' {
  const id = readVint(buf, at, true);
  if (id === null || id === 'bad') return id;
  const size = readVint(buf, at + id.length, false);
  if (size === null || size === 'bad') return size;
  return { id: id.value, size: size.unknown ? null : size.value, headLength: id.length + size.length };
}

function readUint(buf: Uint8Array, at: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + (buf[at + i] ?? 0);
  return value;
}

/** True when the bytes begin with an EBML header whose DocType is webm. */
export function isWebmHead(buf: Uint8Array): boolean {
  const head = readHead(buf, 0);
  if (!head || head === 'bad' || head.id !== EBML || head.size === null) return false;
  const end = head.headLength + head.size;
  if (end > buf.length) return false;
  for (let at = head.headLength; at < end;) {
    const child = readHead(buf, at);
    if (!child || child === 'bad' || child.size === null) return false;
    const body = at + child.headLength;
    if (child.id === DOC_TYPE) return Buffer.from(buf.subarray(body, body + child.size)).toString('latin1') === 'webm';
    at = body + child.size;
  }
  return false;
}

/**
 * Whether a recording's first piece may begin a WebM: browsers cut pieces anywhere, so a first piece
 * may hold only the first bytes of the header; what it holds must be the header's.
 */
export function mayStartWebm(buf: Uint8Array): boolean {
  const magic = [0x1a, 0x45, 0xdf, 0xa3];
  if (buf.length === 0 || !magic.slice(0, buf.length).every((byte, i) => buf[i] === byte)) return false;
  const head = readHead(buf, 0);
  if (head === 'bad') return false;
  if (head === null || head.size === null || head.headLength + head.size > buf.length) return true;
  return isWebmHead(buf);
}

/**
 * Follows a recording's bytes as they stream by and keeps the latest block time, which is the
 * recording's length. Bodies it does not need are skipped without being held.
 */
export class WebmClock {
  private pending = new Uint8Array(0);
  private skip = 0;
  private clusterTime = 0;
  private scale = DEFAULT_TIMECODE_SCALE;
  private lastTicks = 0;
  private broken = false;

  push(chunk: Uint8Array): void {
    if (this.broken) return;
    let data = chunk;
    if (this.skip > 0) {
      const skipped = Math.min(this.skip, data.length);
      this.skip -= skipped;
      data = data.subarray(skipped);
    }
    const buf = this.pending.length ? Buffer.concat([this.pending, data]) : data;
    let at = 0;
    while (at < buf.length && !this.broken) {
      const head = readHead(buf, at);
      if (head === null) break;
      if (head === 'bad') {
        this.broken = true;
        break;
      }
      const body = at + head.headLength;
      if (CONTAINERS.has(head.id)) {
        at = body;
        continue;
      }
      if (head.size === null) {
        this.broken = true;
        break;
      }
      const wanted =
        head.id === SIMPLE_BLOCK || head.id === BLOCK
          ? Math.min(head.size, 11)
          : head.id === CLUSTER_TIMECODE || head.id === TIMECODE_SCALE
            ? head.size
            : 0;
      if (body + wanted > buf.length) break;
      if (head.id === CLUSTER_TIMECODE) this.clusterTime = readUint(buf, body, head.size);
      else if (head.id === TIMECODE_SCALE) this.scale = readUint(buf, body, head.size) || DEFAULT_TIMECODE_SCALE;
      else if (head.id === SIMPLE_BLOCK || head.id === BLOCK) this.block(buf, body);
      const end = body + head.size;
      if (end > buf.length) {
        this.skip = end - buf.length;
        at = buf.length;
      } else at = end;
    }
    this.pending = Uint8Array.from(buf.subarray(at));
  }

  private block(buf: Uint8Array, body: number): void {
    const track = readVint(buf, body, false);
    if (!track || track === 'bad') return;
    const raw = readUint(buf, body + track.length, 2);
    const relative = raw >= 0x8000 ? raw - 0x10000 : raw;
    this.lastTicks = Math.max(this.lastTicks, this.clusterTime + relative);
  }

  /** The time of the latest block, in milliseconds. */
  get durationMs(): number {
    return Math.round((this.lastTicks * this.scale) / 1_000_000);
  }

  get timecodeScale(): number {
    return this.scale;
  }
}

/**
 * The head of a recording with a Duration written into its Info, or null when it cannot be done in
 * place (the Info is not wholly in `head`, a SeekHead points past it, or it already has a Duration).
 */
export function withDuration(
  head: Uint8Array,
  durationMs: number,
  timecodeScale = DEFAULT_TIMECODE_SCALE,
): Buffer | null {
  const ebml = readHead(head, 0);
  if (!ebml || ebml === 'bad' || ebml.size === null) return null;
  const segmentAt = ebml.headLength + ebml.size;
  const segment = readHead(head, segmentAt);
  if (!segment || segment === 'bad' || segment.id !== SEGMENT) return null;
  for (let at = segmentAt + segment.headLength; at < head.length;) {
    const child = readHead(head, at);
    if (!child || child === 'bad' || child.size === null || child.id === SEEK_HEAD || child.id === CLUSTER) return null;
    const body = at + child.headLength;
    const end = body + child.size;
    if (child.id !== INFO) {
      at = end;
      continue;
    }
    if (end > head.length) return null;
    for (let inner = body; inner < end;) {
      const field = readHead(head, inner);
      if (!field || field === 'bad' || field.size === null) return null;
      if (field.id === DURATION) return null;
      inner += field.headLength + field.size;
    }
    const duration = Buffer.alloc(11);
    duration.writeUInt16BE(DURATION, 0);
    duration[2] = 0x88;
    duration.writeDoubleBE((durationMs * 1_000_000) / timecodeScale, 3);
    const size = child.size + duration.length;
    const sizeField = Buffer.alloc(8);
    sizeField[0] = 0x01;
    sizeField.writeUIntBE(size, 2, 6);
    const idField = Buffer.from([0x15, 0x49, 0xa9, 0x66]);
    return Buffer.concat([
      head.subarray(0, at),
      idField,
      sizeField,
      head.subarray(body, end),
      duration,
      head.subarray(end),
    ]);
  }
  return null;
}
