/**
 * Browser recordings (WebM), read with ts-ebml: recognising one, finding how long it lasts, and making
 * it seekable. MediaRecorder writes a live stream: its Segment and Clusters have unknown sizes, its Info
 * carries no Duration and it has no Cues, so a player shows no length and cannot seek until the end is
 * reached. The remade head carries the Duration and Cues pointing at Clusters, which follow it as
 * they were recorded.
 */
import { Decoder, Reader, tools, type EBMLElementDetail } from 'ts-ebml';

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const DEFAULT_TIMESTAMP_SCALE = 1_000_000;
/** The Segment's id and 8-byte unknown size, as MediaRecorder writes it: the remade head is laid out for it. */
const SEGMENT_HEAD_BYTES = 12;
/**
 * Cues at least this far apart and at most this many: a player seeks to the cue before the time and reads
 * on, and the library takes time growing with the square of their number to lay them out.
 */
const MIN_CUE_SPACING_MS = 1000;
const MAX_CUES = 300;
/** Bytes held for one element before a stream is taken as broken: a block of a recording is far smaller. */
const MAX_PENDING_BYTES = 16 * 1024 * 1024;

/** The decoder takes an ArrayBuffer: a copy of the bytes in view, which it may keep. */
const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer => new Uint8Array(bytes).buffer;

/**
 * ts-ebml's encoder answers the ArrayBuffer behind the Buffer it made, which in Node is the 8 KiB slab
 * that small Buffers share; while `make` runs (synchronously), every Buffer gets memory of its own.
 */
function unpooled<T>(make: () => T): T {
  const poolSize = Buffer.poolSize;
  Buffer.poolSize = 0;
  try {
    return make();
  } finally {
    Buffer.poolSize = poolSize;
  }
}

/** The decoder's name for an element its schema lacks; such elements are passed over. */
const isUnknown = (element: EBMLElementDetail) => element.name === 'unknown';

/**
 * Whether a recording's first piece may begin a WebM: browsers cut pieces anywhere, so a first piece
 * may hold only the first bytes of the header; what it holds must be the header's, and its DocType,
 * once there, webm.
 */
export function mayStartWebm(piece: Uint8Array): boolean {
  if (piece.length === 0 || EBML_MAGIC.some((byte, i) => i < piece.length && piece[i] !== byte)) return false;
  let elements: EBMLElementDetail[];
  try {
    elements = new Decoder().decode(arrayBufferOf(piece));
  } catch {
    return false;
  }
  const docType = elements.find((element) => element.name === 'DocType');
  if (docType) return docType.type === 's' && docType.value === 'webm';
  return !elements.some((element) => element.type === 'm' && element.name === 'EBML' && element.isEnd);
}

/**
 * Follows a recording's bytes as they stream by: the latest block time, which is the recording's
 * length, and what its seekable head is made of (its metadata, and the Clusters that start on a keyframe).
 */
export class WebmClock {
  private readonly decoder = new Decoder();
  private readonly reader = new Reader();
  private received = 0;
  private decodedTo = 0;
  private broken = false;
  private clusterTime = 0;
  private scale = DEFAULT_TIMESTAMP_SCALE;
  private lastTicks = 0;
  /** Where the current Cluster starts, and the tracks whose first block in it has been read. */
  private clusterAt = 0;
  private readonly tracksSeen = new Set<number>();
  /** `position:track` of each Cluster whose first block of that track is a keyframe, where a seek may land. */
  private readonly keyframeStarts = new Set<string>();

  constructor() {
    // The metadata is kept as recorded, and read once at the end rather than per Cluster.
    this.reader.drop_default_duration = false;
    this.reader.use_segment_info = false;
  }

  push(chunk: Uint8Array): void {
    if (this.broken) return;
    this.received += chunk.length;
    try {
      for (const element of this.decoder.decode(arrayBufferOf(chunk))) if (!isUnknown(element)) this.read(element);
    } catch {
      this.broken = true;
    }
    if (this.received - this.decodedTo > MAX_PENDING_BYTES) this.broken = true;
  }

  private read(element: EBMLElementDetail): void {
    this.decodedTo = Math.max(
      this.decodedTo,
      element.type === 'm' && !element.isEnd ? element.dataStart : element.dataEnd,
    );
    this.reader.read(element);
    if (element.type === 'm' && element.name === 'Cluster' && !element.isEnd) {
      this.clusterAt = element.tagStart;
      this.tracksSeen.clear();
    } else if (element.type === 'u' && element.name === 'Timestamp') this.clusterTime = element.value;
    else if (element.type === 'u' && element.name === 'TimestampScale')
      this.scale = element.value || DEFAULT_TIMESTAMP_SCALE;
    else if (element.type === 'b' && (element.name === 'SimpleBlock' || element.name === 'Block')) {
      const block = tools.ebmlBlock(element.data);
      this.lastTicks = Math.max(this.lastTicks, this.clusterTime + block.timecode);
      if (!this.tracksSeen.has(block.trackNumber)) {
        this.tracksSeen.add(block.trackNumber);
        if (block.keyframe) this.keyframeStarts.add(`${this.clusterAt}:${block.trackNumber}`);
      }
    }
  }

  /** The time of the latest block, in milliseconds. */
  get durationMs(): number {
    return Math.round((this.lastTicks * this.scale) / 1_000_000);
  }

  /** The cues where a Cluster starts on a keyframe (a player that seeks there shows the picture), spaced out. */
  private cues(): Reader['cues'] {
    const spacingMs = Math.max(MIN_CUE_SPACING_MS, this.durationMs / MAX_CUES);
    const spacingTicks = (spacingMs * 1_000_000) / this.scale;
    let last = -Infinity;
    return this.reader.cues.filter((cue) => {
      if (!this.keyframeStarts.has(`${cue.CueClusterPosition}:${cue.CueTrack}`)) return false;
      if (cue.CueTime - last < spacingTicks) return false;
      last = cue.CueTime;
      return true;
    });
  }

  /**
   * Once every byte is pushed: the head to write in place of the recording's first `replaces` bytes, with
   * the Duration, a SeekHead and Cues; null when the recording cannot be remade so (it is broken, or its
   * Segment is not laid out as a recorder's).
   */
  seekableHead(): { head: Buffer; replaces: number } | null {
    if (this.broken) return null;
    this.reader.stop();
    const metadata = this.reader.metadatas;
    const segment = metadata.find((element) => element.name === 'Segment');
    if (!segment || segment.dataStart - segment.tagStart !== SEGMENT_HEAD_BYTES) return null;
    if (!metadata.some((element) => element.name === 'Info')) return null;
    try {
      const head = unpooled(() => tools.makeMetadataSeekable(metadata, this.lastTicks, this.cues()));
      return { head: Buffer.from(head), replaces: this.reader.metadataSize };
    } catch {
      return null;
    }
  }
}
