import { ApiError } from '../../../../dataProvider/httpClient';
import { RECORDING_PIECE_MS, type RecordingTrack } from '../../../../schemas/recording';
import type { RecordingApi } from '../../hallApi';

/** Waits between attempts to send a piece again, growing to the longest. */
const RETRY_FIRST_MS = 1000;
const RETRY_LONGEST_MS = 10_000;
/** Enough for a clear picture of a 480×360 call without a heavy upload. */
const VIDEO_BITS_PER_SECOND = 600_000;

interface RecordingSessionEvents {
  /** The server opened the recording and the recorder runs. */
  started(): void;
  /** A piece could not be sent; it is sent again (told once until a piece gets through). */
  retrying(): void;
  /** The server refused the recording or a piece: this session records no further. */
  failed(message: string): void;
}

export interface RecordingSession {
  /** Stops recording; resolves once the last piece is sent and the recording finished (never rejects). */
  stop(): Promise<void>;
  /** Pauses or resumes the recorder (a paused recorder leaves the time out of the file). */
  setPaused(paused: boolean): void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a recording's pieces one after another, in the order they were made, each until the server
 * has it (a piece sent twice is taken once); then finishes the recording with the number it sent.
 */
class PieceSender {
  private readonly queue: Blob[] = [];
  private sent = 0;
  private pumping: Promise<void> | null = null;
  private refused = false;
  private told = false;

  constructor(
    private readonly api: RecordingApi,
    private readonly recordingId: string,
    private readonly events: RecordingSessionEvents,
  ) {}

  add(piece: Blob): void {
    if (this.refused) return;
    this.queue.push(piece);
    this.pumping ??= this.pump().finally(() => {
      this.pumping = null;
    });
  }

  private async pump(): Promise<void> {
    let delay = RETRY_FIRST_MS;
    for (let piece = this.queue[0]; piece && !this.refused; piece = this.queue[0]) {
      // What piled up while a piece was on its way goes as one piece.
      if (this.queue.length > 1) {
        piece = new Blob(this.queue, { type: piece.type });
        this.queue.splice(0, this.queue.length, piece);
      }
      const body = new FormData();
      body.append('recordingId', this.recordingId);
      body.append('seq', String(this.sent));
      body.append('file', piece, `${this.sent}.webm`);
      try {
        await this.api.piece(body);
        this.queue.shift();
        this.sent += 1;
        delay = RETRY_FIRST_MS;
        this.told = false;
      } catch (err) {
        if (err instanceof ApiError) {
          this.refused = true;
          this.events.failed(err.message);
          return;
        }
        if (!this.told) this.events.retrying();
        this.told = true;
        await wait(delay);
        delay = Math.min(delay * 2, RETRY_LONGEST_MS);
      }
    }
  }

  async finish(): Promise<void> {
    while (this.pumping) await this.pumping;
    if (this.refused) return;
    await this.api.finish(this.recordingId, this.sent).catch(() => undefined);
  }
}

/** Opens a recording of the room on the server and records `stream` into it, a piece every few seconds. */
export function startRecordingSession(
  api: RecordingApi,
  stream: MediaStream,
  mimeType: string,
  events: RecordingSessionEvents,
  track: RecordingTrack = 'composite',
): RecordingSession {
  let stopped = false;
  let paused = false;
  const follow = (taken: MediaRecorder) => {
    if (paused && taken.state === 'recording') taken.pause();
    if (!paused && taken.state === 'paused') taken.resume();
  };
  let recorder: MediaRecorder | null = null;
  let sender: PieceSender | null = null;
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const finish = () => void (sender?.finish() ?? Promise.resolve()).catch(() => undefined).then(finished);

  void api
    .start(mimeType, track)
    .then((recording) => {
      sender = new PieceSender(api, recording.recordingId, {
        ...events,
        failed(message) {
          // Refused pieces cannot be made good: stop encoding instead of recording for nothing.
          if (recorder && recorder.state !== 'inactive') recorder.stop();
          events.failed(message);
        },
      });
      if (stopped) return finish();
      const taken = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: VIDEO_BITS_PER_SECOND });
      taken.ondataavailable = (event) => {
        if (event.data.size > 0) sender?.add(event.data);
      };
      taken.onstop = finish;
      taken.start(RECORDING_PIECE_MS);
      follow(taken);
      recorder = taken;
      events.started();
    })
    .catch((err: unknown) => {
      finished();
      if (err instanceof ApiError) events.failed(err.message);
    });

  return {
    setPaused(value) {
      paused = value;
      if (recorder) follow(recorder);
    },
    stop() {
      if (stopped) return done;
      stopped = true;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      return done;
    },
  };
}
