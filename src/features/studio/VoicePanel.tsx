import { MenuItem, Stack, TextField } from '@mui/material';
import { SPEEDS, type Scene } from '../../domain/scene/types';
import { setSpeed, setVoice } from '../../domain/scene/words';
import { STUDIO_TEXTS } from './texts';
import { useEnabledVoices } from './useDigitalChoices';
import type { TemplateEditor } from './useTemplateEditor';

/** The voice that speaks every node's words (one the tenant has enabled), and its speed. */
export function VoicePanel({ editor, scene }: { editor: TemplateEditor; scene: Scene }) {
  const disabled = !editor.editable;
  const voices = useEnabledVoices(scene.digitalVoiceId);
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        size="small"
        label={STUDIO_TEXTS.voiceName}
        value={scene.digitalVoiceId}
        disabled={disabled}
        sx={{ minWidth: 140 }}
        onChange={(event) => editor.apply((s) => setVoice(s, event.target.value))}
      >
        {voices.map((voice) => (
          <MenuItem key={voice.id} value={voice.id}>
            {voice.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={STUDIO_TEXTS.speed}
        value={scene.voiceSpeedRate}
        disabled={disabled}
        sx={{ minWidth: 100 }}
        onChange={(event) => editor.apply((s) => setSpeed(s, Number(event.target.value)))}
      >
        {SPEEDS.map((speed) => (
          <MenuItem key={speed} value={speed}>
            {`${speed}x`}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
