import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import { Alert, Box, Button, Chip, Divider, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import type { FaceCheckPhase } from '../../domain/faceCheck';
import { suggestScripts } from '../../domain/sopMatch';
import { speechTexts } from '../../schemas/speech';
import { FaceCheckStatus } from './FaceCheckStatus';
import { ScriptCard } from './ScriptCard';
import { sopPageTexts } from './sopTexts';
import { useCheckpoints } from './useCheckpoints';
import { useScripts } from './useScripts';
import { useTranscript } from './useTranscript';

/** Keywords offered to tap, so a line can be added without typing. */
const TAP_WORDS = 12;

/**
 * The real-time assistant (spec 2 §2.2 panel 4, §2.3 panel 4): follows the conversation (the speech
 * engine's sentences, or lines typed or tapped), suggests the matching scripts, and records the 双录
 * checkpoints of the room: a script marked read, a confirmation keyword heard, and shows the room's face check
 * (useFaceCheck, run by the room itself so it goes on while the panel is closed).
 */
export function AssistantPanel({ serviceId, faceCheck }: { serviceId: string; faceCheck: FaceCheckPhase }) {
  const scripts = useScripts({});
  const checkpoints = useCheckpoints(serviceId);
  const transcript = useTranscript((line, before) =>
    checkpoints.hear(
      line,
      suggestScripts([...before, line], scripts.list).map((s) => s.script),
    ),
  );
  const [typed, setTyped] = useState('');
  const suggestions = useMemo(() => suggestScripts(transcript.lines, scripts.list), [transcript.lines, scripts.list]);
  const tapWords = useMemo(
    () => [...new Set(scripts.list.flatMap((script) => script.keywords))].slice(0, TAP_WORDS),
    [scripts.list],
  );

  const addTyped = () => {
    transcript.add(typed);
    setTyped('');
  };

  return (
    <Stack spacing={1.5} sx={{ p: 2 }} data-testid="sop-assistant-panel">
      <FaceCheckStatus phase={faceCheck} />
      <Typography variant="subtitle2">{sopPageTexts.transcript}</Typography>
      <Box sx={{ maxHeight: 160, overflowY: 'auto' }} data-testid="sop-transcript">
        {transcript.lines.length === 0 && !transcript.partial && (
          <Typography color="text.secondary" variant="body2">
            {sopPageTexts.noTranscript}
          </Typography>
        )}
        {transcript.lines.map((line, index) => (
          <Typography key={index} variant="body2">
            {line}
          </Typography>
        ))}
        {transcript.partial && (
          <Typography variant="body2" color="text.secondary">
            {transcript.partial}
          </Typography>
        )}
      </Box>
      {transcript.voiceEnabled ? (
        <Button
          variant="outlined"
          startIcon={transcript.listening ? <StopIcon /> : <MicIcon />}
          onClick={transcript.toggleListening}
        >
          {transcript.listening ? sopPageTexts.stopListening : sopPageTexts.listen}
        </Button>
      ) : (
        <Alert severity="info">{speechTexts.off}</Alert>
      )}
      {transcript.voiceError && <Alert severity="warning">{transcript.voiceError}</Alert>}
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          fullWidth
          label={sopPageTexts.say}
          placeholder={sopPageTexts.sayPlaceholder}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && addTyped()}
        />
        <Button onClick={addTyped}>{sopPageTexts.addLine}</Button>
      </Stack>
      {tapWords.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} aria-label={sopPageTexts.tapHint}>
          {tapWords.map((word) => (
            <Chip key={word} size="small" label={word} onClick={() => transcript.add(word)} />
          ))}
        </Box>
      )}
      {checkpoints.confirmed.map((keyword, index) => (
        <Alert key={index} severity="success">
          {sopPageTexts.confirmed(keyword)}
        </Alert>
      ))}
      <Divider />
      <Typography variant="subtitle2">{sopPageTexts.suggestions}</Typography>
      {suggestions.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          {sopPageTexts.noSuggestion}
        </Typography>
      )}
      {suggestions.map(({ script, matched }) => (
        <ScriptCard
          key={script._id}
          script={script}
          matched={matched}
          actions={
            <Button
              size="small"
              variant="contained"
              disabled={checkpoints.read.includes(script._id)}
              onClick={() => checkpoints.markRead(script)}
            >
              {checkpoints.read.includes(script._id) ? sopPageTexts.read : sopPageTexts.markRead}
            </Button>
          }
        />
      ))}
    </Stack>
  );
}
