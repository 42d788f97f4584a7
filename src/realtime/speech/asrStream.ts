/**
 * The microphone streamed to the speech engine at the signed address the server made (spec 2 §7.4):
 * 16 kHz 16-bit mono frames of 40 ms, a final {type:end}; each answer's sentence as it grows and ends.
 */
import type { AsrSocketMessage } from '../../schemas/speech';
import { captureMicrophone } from './microphone';

const FRAME_BYTES = 1280;

export interface AsrListeners {
  /** A sentence still being spoken, as heard so far. */
  onPartial(text: string): void;
  /** A sentence the engine ended. */
  onSentence(text: string): void;
  onError(message: string): void;
}

export interface AsrStream {
  stop(): void;
}

export async function startAsrStream(url: string, listeners: AsrListeners): Promise<AsrStream> {
  const socket = new WebSocket(url);
  let pending = new Uint8Array(0);
  let open = false;

  socket.onmessage = (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as AsrSocketMessage;
    if (message.code !== 0) return listeners.onError(message.message);
    open = true;
    if (!message.result) return;
    if (message.result.slice_type === 2) listeners.onSentence(message.result.voice_text_str);
    else listeners.onPartial(message.result.voice_text_str);
  };
  socket.onerror = () => listeners.onError('socket');
  // The socket's handlers first: its first answer may come while the microphone is being opened.
  const release = await captureMicrophone((chunk) => {
    if (!open) return;
    const joined = new Uint8Array(pending.length + chunk.length);
    joined.set(pending);
    joined.set(chunk, pending.length);
    let at = 0;
    for (; at + FRAME_BYTES <= joined.length; at += FRAME_BYTES) socket.send(joined.subarray(at, at + FRAME_BYTES));
    pending = joined.slice(at);
  }).catch((err: unknown) => {
    socket.close();
    throw err;
  });

  return {
    stop() {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'end' }));
      open = false;
      release();
    },
  };
}
