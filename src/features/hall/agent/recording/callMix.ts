/**
 * The call as one stream to record: both sides' sound mixed with Web Audio, and a picture drawn on a
 * canvas — the customer large, the agent's own camera small in a corner (the customer's side alone
 * until the customer's video arrives). A mix of one side is that party's own track (双录). Either side's stream may be set, replaced or taken away at any
 * time (a late customer, a reconnect); the output stream stays the same, so the recorder goes on.
 */

type CallSide = 'local' | 'remote';

/** Small and slow enough to draw and encode beside the call itself on a modest machine. */
const WIDTH = 480;
const HEIGHT = 360;
/** A party's own track (双录) is smaller: it shows one face, and two more encoders run beside the call's. */
const PARTY_SCALE = 2 / 3;
const FRAMES_PER_SECOND = 12;
/** The corner picture's share of the canvas width, and its margin. */
const INSET_SCALE = 0.28;
const INSET_MARGIN = 12;

/**
 * A clock in a worker: timers of a page in a background tab slow to once a second or less, a
 * worker's do not, and an agent may well look at another tab during the call.
 */
function frameClock(onTick: () => void): () => void {
  const source = `setInterval(() => postMessage(0), ${Math.round(1000 / FRAMES_PER_SECOND)});`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(url);
  worker.onmessage = onTick;
  return () => {
    worker.terminate();
    URL.revokeObjectURL(url);
  };
}

function hiddenVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  return video;
}

const hasPicture = (video: HTMLVideoElement) => video.readyState >= 2 && video.videoWidth > 0 && video.videoHeight > 0;

/** Draws the video into the box keeping its proportions (letterboxed). */
function drawFitted(
  ctx: CanvasRenderingContext2D,
  video: HTMLVideoElement,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const scale = Math.min(w / video.videoWidth, h / video.videoHeight);
  const dw = video.videoWidth * scale;
  const dh = video.videoHeight * scale;
  ctx.drawImage(video, x + (w - dw) / 2, y + (h - dh) / 2, dw, dh);
}

export class CallMix {
  readonly stream: MediaStream;
  /** The sides this mix records: both (the call), or one party alone (its 双录 track). */
  private readonly sides: readonly CallSide[];
  private readonly audio: AudioContext;
  private readonly destination: MediaStreamAudioDestinationNode;
  private readonly sources = new Map<CallSide, MediaStreamAudioSourceNode>();
  private readonly videos: Record<CallSide, HTMLVideoElement> = { local: hiddenVideo(), remote: hiddenVideo() };
  private readonly canvas = document.createElement('canvas');
  private readonly context: CanvasRenderingContext2D;
  private readonly stopClock: () => void;

  constructor(sides: readonly CallSide[] = ['local', 'remote']) {
    this.sides = sides;
    this.audio = new AudioContext();
    this.destination = this.audio.createMediaStreamDestination();
    const scale = sides.length > 1 ? 1 : PARTY_SCALE;
    this.canvas.width = Math.round(WIDTH * scale);
    this.canvas.height = Math.round(HEIGHT * scale);
    const context = this.canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d unavailable');
    this.context = context;
    this.draw();
    const picture = this.canvas.captureStream(FRAMES_PER_SECOND);
    this.stream = new MediaStream([...picture.getVideoTracks(), ...this.destination.stream.getAudioTracks()]);
    this.stopClock = frameClock(() => this.draw());
    // The page was clicked to answer the call, so the context may run; resume in case it started suspended.
    void this.audio.resume().catch(() => undefined);
  }

  set(side: CallSide, stream: MediaStream | null): void {
    if (!this.sides.includes(side)) return;
    this.sources.get(side)?.disconnect();
    this.sources.delete(side);
    if (stream && stream.getAudioTracks().length > 0) {
      const source = this.audio.createMediaStreamSource(stream);
      source.connect(this.destination);
      this.sources.set(side, source);
    }
    const video = this.videos[side];
    if (video.srcObject !== stream) {
      video.srcObject = stream;
      if (stream) void video.play().catch(() => undefined);
    }
  }

  private draw(): void {
    const { context: ctx, videos } = this;
    ctx.fillStyle = '#000';
    const { width, height } = this.canvas;
    ctx.fillRect(0, 0, width, height);
    const remote = hasPicture(videos.remote);
    const local = hasPicture(videos.local);
    const main = remote ? videos.remote : local ? videos.local : null;
    if (main) drawFitted(ctx, main, 0, 0, width, height);
    if (remote && local) {
      const w = width * INSET_SCALE;
      const h = (w * videos.local.videoHeight) / videos.local.videoWidth;
      const x = width - w - INSET_MARGIN;
      const y = height - h - INSET_MARGIN;
      ctx.fillStyle = '#000';
      ctx.fillRect(x - 2, y - 2, w + 4, h + 4);
      drawFitted(ctx, videos.local, x, y, w, h);
    }
  }

  close(): void {
    this.stopClock();
    for (const source of this.sources.values()) source.disconnect();
    this.sources.clear();
    for (const video of Object.values(this.videos)) video.srcObject = null;
    for (const track of this.stream.getTracks()) track.stop();
    void this.audio.close().catch(() => undefined);
  }
}

/** Whether this browser can mix and record the call at all (spec 2 §8 recorder). */
export function canRecordCalls(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.AudioContext === 'function' &&
    typeof window.MediaRecorder === 'function' &&
    typeof HTMLCanvasElement.prototype.captureStream === 'function' &&
    typeof window.Worker === 'function'
  );
}

/** The first WebM type the browser's recorder supports, VP8 and Opus first as the most widely played. */
export function recordingMimeType(): string | null {
  const candidates = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'];
  return candidates.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}
