/**
 * The microphone as 16 kHz 16-bit mono PCM, for the speech engine (spec 2 §7.4): streamed to it as the
 * agent speaks, or held while a customer presses and sent on release.
 */
import { ASR_SAMPLE_RATE } from '../../schemas/speech';

/** Float samples of -1…1 as little-endian 16-bit PCM. */
function toPcm16(samples: Float32Array): Uint8Array {
  const pcm = new DataView(new ArrayBuffer(samples.length * 2));
  samples.forEach((sample, index) => pcm.setInt16(index * 2, Math.max(-1, Math.min(1, sample)) * 0x7fff, true));
  return new Uint8Array(pcm.buffer);
}

/** Opens the microphone and hands over each chunk of PCM as it comes; the answer stops it. */
export async function captureMicrophone(onPcm: (pcm: Uint8Array) => void): Promise<() => void> {
  const media = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true } });
  const context = new AudioContext({ sampleRate: ASR_SAMPLE_RATE });
  const source = context.createMediaStreamSource(media);
  // ScriptProcessor is deprecated but needs no separate worklet file, and runs in every browser we serve.
  const processor = context.createScriptProcessor(4096, 1, 1);
  processor.onaudioprocess = (event) => onPcm(toPcm16(event.inputBuffer.getChannelData(0)));
  source.connect(processor);
  processor.connect(context.destination);
  return () => {
    processor.disconnect();
    source.disconnect();
    media.getTracks().forEach((track) => track.stop());
    void context.close();
  };
}

/** A recording held in memory until stopped: the PCM of all that was said. */
export async function recordMicrophone(): Promise<{ stop(): Uint8Array }> {
  const chunks: Uint8Array[] = [];
  const stop = await captureMicrophone((pcm) => chunks.push(pcm));
  return {
    stop() {
      stop();
      const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        all.set(chunk, at);
        at += chunk.length;
      }
      return all;
    },
  };
}
