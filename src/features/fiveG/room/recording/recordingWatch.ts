/**
 * The call service's recording of a connected 5G call (its "recording plugin", spec 2 §4.3, §8, §9; spec 3
 * §6): the start is asked for, and asked again up to 3 times when refused; the plugin then speaks with its
 * Record event. When it stays silent for 15 s, an agent who must be recorded (level 1 of a tenant with
 * screen recording) is told '录屏服务出现异常，请联系技术人员'.
 */
import { callServiceTexts } from '../../../../schemas/callService';
import type { RecordingAnswer } from '../../call/CallServiceClient';

const RECORDING_RETRIES = 3;
export const RECORDING_RETRY_MS = 1000;
export const PLUGIN_SILENCE_MS = 15_000;

export interface RecordingWatchOptions {
  /** Asks the call service to record the call: the record id, or why not. */
  start(): Promise<RecordingAnswer<string> | null>;
  /** Whether silence is this agent's fault to hear about (level 1, screen recording on). */
  required: boolean;
  /** The plugin never answered, or every start was refused: the message for a required agent (else null), the record id asked for. */
  onFault(message: string | null, recordId: string | null): void;
  /** The plugin answered: '录屏插件启动成功'. */
  onReady(message: string): void;
}

export interface RecordingWatch {
  /** The call connected: ask for the recording and wait for the plugin. */
  begin(): void;
  /** The Record event came. */
  heard(): void;
  /** The call ended: nothing more to wait for. */
  stop(): void;
}

export function recordingWatch(options: RecordingWatchOptions): RecordingWatch {
  let round = 0;
  let silence: ReturnType<typeof setTimeout> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let asked: string | null = null;
  let settled = true;

  const clear = () => {
    if (silence) clearTimeout(silence);
    if (retry) clearTimeout(retry);
    silence = retry = null;
  };
  const fault = () => {
    if (settled) return;
    settled = true;
    clear();
    options.onFault(options.required ? callServiceTexts.recordingFault : null, asked);
  };
  const ask = async (mine: number, tries: number) => {
    const answer = await options
      .start()
      .catch((): RecordingAnswer<string> => ({ ok: false, error: callServiceTexts.network }));
    if (mine !== round || settled) return;
    if (answer?.ok) {
      asked = answer.result;
      return;
    }
    if (tries >= RECORDING_RETRIES) return fault();
    retry = setTimeout(() => void ask(mine, tries + 1), RECORDING_RETRY_MS);
  };

  return {
    begin() {
      clear();
      round += 1;
      settled = false;
      asked = null;
      silence = setTimeout(fault, PLUGIN_SILENCE_MS);
      void ask(round, 0);
    },
    heard() {
      if (settled) return;
      settled = true;
      clear();
      options.onReady(callServiceTexts.recordingReady);
    },
    stop() {
      round += 1;
      settled = true;
      clear();
    },
  };
}
