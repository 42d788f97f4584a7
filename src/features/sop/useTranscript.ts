import { useCallback, useEffect, useRef, useState } from 'react';
import { startAsrStream, type AsrStream } from '../../realtime/speech/asrStream';
import { sopApi } from './sopApi';
import { sopPageTexts } from './sopTexts';

export interface Transcript {
  lines: string[];
  /** The sentence the engine is still hearing. */
  partial: string;
  add(text: string): void;
  /** Recognition is configured on the server; otherwise lines are typed or tapped. */
  voiceEnabled: boolean;
  listening: boolean;
  toggleListening(): void;
  voiceError: string | null;
}

/**
 * The conversation as the assistant follows it: lines typed or tapped by the agent, and, when the server
 * has a speech engine, the sentences it hears from the microphone.
 */
export function useTranscript(onLine: (line: string, before: string[]) => void): Transcript {
  const [lines, setLines] = useState<string[]>([]);
  const [partial, setPartial] = useState('');
  const [voiceEnabled, setVoiceEnabled] = useState(false);
  const [listening, setListening] = useState(false);
  const [voiceError, setVoiceError] = useState<string | null>(null);
  const stream = useRef<AsrStream | null>(null);
  const onLineRef = useRef(onLine);
  useEffect(() => {
    onLineRef.current = onLine;
  });

  const linesRef = useRef<string[]>([]);
  const add = useCallback((text: string) => {
    const line = text.trim();
    if (!line) return;
    const before = linesRef.current;
    linesRef.current = [...before, line];
    setLines(linesRef.current);
    onLineRef.current(line, before);
  }, []);

  useEffect(() => {
    let live = true;
    sopApi
      .speechStatus()
      .then((status) => live && setVoiceEnabled(status.enabled))
      .catch(() => undefined);
    return () => {
      live = false;
      stream.current?.stop();
    };
  }, []);

  const stop = () => {
    stream.current?.stop();
    stream.current = null;
    setListening(false);
    setPartial('');
  };

  const toggleListening = () => {
    if (stream.current) return stop();
    setVoiceError(null);
    setListening(true);
    sopApi
      .socketUrl()
      .then(({ url }) =>
        startAsrStream(url, {
          onPartial: setPartial,
          onSentence: (text) => {
            setPartial('');
            add(text);
          },
          onError: () => {
            stop();
            setVoiceError(sopPageTexts.micFailed);
          },
        }),
      )
      .then((started) => {
        stream.current = started;
      })
      .catch(() => {
        setListening(false);
        setVoiceError(sopPageTexts.micFailed);
      });
  };

  return { lines, partial, add, voiceEnabled, listening, toggleListening, voiceError };
}
