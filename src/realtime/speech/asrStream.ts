/**
 * The microphone streamed to the speech engine at the signed address the server made (spec 2 §7.4):
 * 16 kHz 16-bit mono frames of 40 ms, a final {type:end}; each answer's sentence as it grows and ends.
 */
import { ASR_SAMPLE_RATE, type AsrSocketMessage } from '../../schemas/speech';

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

/** Float samples of -1…1 as little-endian 16-bit PCM. */
export function toPcm16(samples: Float32Array): Uint8Array {
  const pcm = new DataView(new ArrayBuffer(samples.length * 2));
  samples.forEach((sample, index) => pcm.setInt16(index * 2, Math.max(-1, Math.min(1, sample)) * 0x7fff, true));
  return new Uint8Array(pcm.buffer);
}

export async function startAsrStream(url: string, listeners: AsrListeners): Promise<AsrStream> {
  const media = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true } });
  const context = new AudioContext({ sampleRate: ASR_SAMPLE_RATE });
  const source = context.createMediaStreamSource(media);
  // ScriptProcessor is deprecated but needs no separate worklet file, and runs in every browser we serve.
  const processor = context.createScriptProcessor(4096, 1, 1);
  const socket = new WebSocket(url);
  let pending = new Uint8Array(0);
  let open = false;

  processor.onaudioprocess = (event) => {
    if (!open) return;
    const chunk = toPcm16(event.inputBuffer.getChannelData(0));
    const joined = new Uint8Array(pending.length + chunk.length);
    joined.set(pending);
    joined.set(chunk, pending.length);
    let at = 0;
    for (; at + FRAME_BYTES <= joined.length; at += FRAME_BYTES) socket.send(joined.subarray(at, at + FRAME_BYTES));
    pending = joined.slice(at);
  };
  socket.onmessage = (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as AsrSocketMessage;
    if (message.code !== 0) return listeners.onError(message.message);
    open = true;
    if (!message.result) return;
    if (message.result.slice_type === 2) listeners.onSentence(message.result.voice_text_str);
    else listeners.onPartial(message.result.voice_text_str);
  };
  socket.onerror = () => listeners.onError('socket');
  source.connect(processor);
  processor.connect(context.destination);

  return {
    stop() {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'end' }));
      open = false;
      processor.disconnect();
      source.disconnect();
      media.getTracks().forEach((track) => track.stop());
      void context.close();
    },
  };
}
