import {
  Alert,
  Box,
  Button,
  Checkbox,
  MenuItem,
  Paper,
  Radio,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { levelAtLeast } from '../../domain/scope';
import { PREVIEW_TEXT_MAX, voiceTexts, type VoiceList } from '../../schemas/voice';
import { ScopeSelect } from '../../schema-ui/ScopeSelect';
import { storedAgent } from '../../session/session';
import { digitalHumanApi } from './digitalHumanApi';
import { DIGITAL_TEXTS as T } from './texts';
import { useSpokenPreview } from './useSpokenPreview';

/**
 * /tts/ttsManagement (语音合成): the speech port's voices with a spoken preview; the tenant admin (or the
 * platform admin, for the company it picks) chooses which the company's templates may use and the default.
 */
export function VoicesPage() {
  const level = storedAgent()?.agentRole.level ?? '1';
  const notify = useNotify();
  const [tenant, setTenant] = useState<string | undefined>(undefined);
  const [voices, setVoices] = useState<VoiceList | null>(null);
  const [text, setText] = useState<string>(T.previewDefault);
  const [voiceId, setVoiceId] = useState('');
  const preview = useSpokenPreview();
  const editable = levelAtLeast(level, '3') && (level !== '4' || Boolean(tenant));
  useEffect(() => {
    void digitalHumanApi
      .voices(tenant)
      .then((found) => {
        setVoices(found);
        setVoiceId((current) => current || (found.list.find((v) => v.isDefault)?._id ?? ''));
      })
      .catch(() => undefined);
  }, [tenant]);
  const change = (id: string, patch: { enabled?: boolean; isDefault?: boolean }) =>
    setVoices(
      (current) =>
        current && {
          ...current,
          list: current.list.map((v) =>
            patch.isDefault ? { ...v, isDefault: v._id === id } : v._id === id ? { ...v, ...patch } : v,
          ),
        },
    );
  const save = async () => {
    if (!voices) return;
    const saved = await digitalHumanApi
      .saveVoices({
        enabled: voices.list.filter((v) => v.enabled).map((v) => v._id),
        defaultVoiceId: voices.list.find((v) => v.isDefault)?._id ?? '',
        ...(tenant ? { tenant } : {}),
      })
      .catch(() => null);
    if (!saved) return;
    setVoices(saved);
    notify(voiceTexts.saved, { type: 'success' });
  };
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h6">{T.voicesTitle}</Typography>
        {level === '4' && <ScopeSelect kind="tenant" label={T.tenant} value={tenant} onChange={setTenant} />}
        {voices && <Typography color="text.secondary">{`${T.engine}：${voices.engine}`}</Typography>}
      </Stack>
      {!levelAtLeast(level, '3') && <Alert severity="info">{T.readOnly}</Alert>}
      <Paper sx={{ mb: 2 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {[T.voiceName, T.engineVoice, T.speed, T.enabled, T.isDefault].map((title) => (
                <TableCell key={title}>{title}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(voices?.list ?? []).map((voice) => (
              <TableRow key={voice._id} data-testid="voice-row">
                <TableCell>{voice.name}</TableCell>
                <TableCell>{voice.engineVoice}</TableCell>
                <TableCell>{`${voice.speed}x`}</TableCell>
                <TableCell>
                  <Checkbox
                    checked={voice.enabled}
                    disabled={!editable}
                    slotProps={{ input: { 'aria-label': `${T.enabled}${voice.name}` } }}
                    onChange={(event) => change(voice._id, { enabled: event.target.checked })}
                  />
                </TableCell>
                <TableCell>
                  <Radio
                    checked={voice.isDefault}
                    disabled={!editable}
                    slotProps={{ input: { 'aria-label': `${T.isDefault}${voice.name}` } }}
                    onChange={() => change(voice._id, { isDefault: true })}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {editable && (
        <Button variant="contained" sx={{ mb: 3 }} onClick={() => void save()}>
          {T.save}
        </Button>
      )}
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <TextField
          label={T.previewText}
          value={text}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: PREVIEW_TEXT_MAX } }}
          onChange={(event) => setText(event.target.value)}
        />
        <TextField
          select
          label={T.voiceName}
          value={voiceId}
          sx={{ minWidth: 140 }}
          onChange={(event) => setVoiceId(event.target.value)}
        >
          {(voices?.list ?? []).map((voice) => (
            <MenuItem key={voice._id} value={voice._id}>
              {voice.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!voiceId || preview.busy}
          onClick={() => void preview.listen({ text, voiceId })}
        >
          {T.listen}
        </Button>
      </Stack>
      {preview.src && (
        <audio data-testid="voice-preview" src={preview.src} controls autoPlay style={{ marginTop: 16 }} />
      )}
    </Box>
  );
}
