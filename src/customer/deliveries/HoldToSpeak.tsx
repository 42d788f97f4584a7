import { Button, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { recordMicrophone } from '../../realtime/speech/microphone';
import { ASR_SAMPLE_RATE, speechPaths, type AsrResult } from '../../schemas/speech';
import { customerRequest } from '../customerApi';

const HOLD_TEXTS = {
  hold: '按住说话',
  release: '松开发送',
  recognising: '识别中…',
  hint: '按住下方按钮说出您的回答，松开即发送；也可以直接点选',
  tooShort: '说话时间太短，请按住说话',
  notHeard: '没有听清，请再说一次',
  noMicrophone: '无法使用麦克风，请点选回答',
} as const;

/** Shorter than this is a tap on the button, not an answer. */
const MIN_SECONDS = 0.3;

/** Bytes as base64, a slice at a time (a spread of a whole recording would overflow the call stack). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/**
 * Press and hold to answer by voice (spec 2 §4.5): the microphone records while the button is held; on
 * release the recording goes to the speech engine and what it heard is the answer.
 */
export function HoldToSpeak({ onText, disabled }: { onText: (text: string) => void; disabled?: boolean }) {
  const [state, setState] = useState<'idle' | 'recording' | 'recognising'>('idle');
  const [problem, setProblem] = useState('');
  const recording = useRef<ReturnType<typeof recordMicrophone> | null>(null);

  const start = () => {
    if (state !== 'idle' || disabled) return;
    setProblem('');
    setState('recording');
    const opened = recordMicrophone();
    recording.current = opened;
    opened.catch(() => {
      recording.current = null;
      setProblem(HOLD_TEXTS.noMicrophone);
      setState('idle');
    });
  };
  const release = async () => {
    const opened = recording.current;
    recording.current = null;
    if (!opened) return;
    const pcm = await opened.then((r) => r.stop()).catch(() => null);
    if (!pcm) return;
    if (pcm.length < MIN_SECONDS * ASR_SAMPLE_RATE * 2) {
      setProblem(HOLD_TEXTS.tooShort);
      return setState('idle');
    }
    setState('recognising');
    try {
      const heard = await customerRequest<AsrResult>('POST', speechPaths.customerRecognize, {
        data: base64Of(pcm),
        dataLen: pcm.length,
      });
      if (heard.text.trim()) onText(heard.text.trim());
      else setProblem(HOLD_TEXTS.notHeard);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setState('idle');
    }
  };

  return (
    <Stack spacing={1} alignItems="center" sx={{ width: '100%' }}>
      <Typography variant="body2">{HOLD_TEXTS.hint}</Typography>
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={disabled || state === 'recognising'}
        onPointerDown={start}
        onPointerUp={() => void release()}
        onPointerLeave={() => void release()}
        onContextMenu={(e) => e.preventDefault()}
        sx={{ touchAction: 'none', userSelect: 'none' }}
      >
        {state === 'recording'
          ? HOLD_TEXTS.release
          : state === 'recognising'
            ? HOLD_TEXTS.recognising
            : HOLD_TEXTS.hold}
      </Button>
      {problem && (
        <Typography role="alert" variant="body2" color="warning.main">
          {problem}
        </Typography>
      )}
    </Stack>
  );
}
