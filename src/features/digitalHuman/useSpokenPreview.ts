import { useEffect, useState } from 'react';
import type { VoicePreviewInput } from '../../schemas/voice';
import { digitalHumanApi } from './digitalHumanApi';

/** A sentence spoken by the server, kept as an object URL the page plays; the last one is released. */
export function useSpokenPreview() {
  const [src, setSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  const listen = async (input: VoicePreviewInput) => {
    setBusy(true);
    try {
      const wav = await digitalHumanApi.preview(input);
      setSrc(URL.createObjectURL(wav));
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return { src, busy, listen };
}
