import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import { Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BOT_FAILURE_TEXT } from '../../domain/botPreview';
import { BOT_TEXTS as T } from './texts';
import { NodeScreen } from './NodeScreen';
import { useBotPreview } from './useBotPreview';

/** The sms node's form frame: what the customer fills in; submitting it answers the node. */
function SmsForm({ onSubmit }: { onSubmit: () => void }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  return (
    <Paper sx={{ p: 2 }} data-testid="bot-form">
      <Typography variant="subtitle2">{T.formTitle}</Typography>
      <TextField
        size="small"
        fullWidth
        margin="dense"
        label="姓名"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        size="small"
        fullWidth
        margin="dense"
        label="手机号"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <Button variant="contained" size="small" onClick={onSubmit}>
        {T.formSubmit}
      </Button>
    </Paper>
  );
}

/** Typing the customer's answer while the preview records. */
function AnswerBox({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = () => {
    onSend(text);
    setText('');
  };
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        size="small"
        fullWidth
        label={T.answer}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && submit()}
      />
      <Button variant="contained" onClick={submit}>
        {T.send}
      </Button>
    </Stack>
  );
}

/** The bot preview, phone-sized (spec 3 §2: 375x665): one dialogue after another with the bots given. */
export function BotPreview({ botIds, callId }: { botIds: string[]; callId: string }) {
  const { state, start, send, played } = useBotPreview(botIds, callId);
  const recording = state.phase === 'recording';
  return (
    <Box
      sx={{
        width: 375,
        height: 665,
        bgcolor: 'grey.900',
        color: 'common.white',
        borderRadius: 2,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Stack direction="row" spacing={1} alignItems="center">
        <Chip
          size="small"
          color={state.phase === 'failed' ? 'error' : 'primary'}
          label={T.phase[state.phase]}
          data-testid="bot-phase"
        />
        {state.event && (
          <Chip
            size="small"
            variant="outlined"
            sx={{ color: 'inherit' }}
            label={state.handover ? T.handover : T.events[state.event]}
            data-testid="bot-event"
          />
        )}
        {recording ? <MicIcon color="error" aria-label={T.mic} /> : <MicOffIcon aria-label={T.mic} />}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {state.node && (
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <NodeScreen node={state.node} onPlayed={played} />
          </Box>
        )}
        {state.phase === 'failed' && (
          <Typography color="error" sx={{ mt: 2 }}>
            {BOT_FAILURE_TEXT}
          </Typography>
        )}
        {state.phase === 'closed' && <Typography sx={{ mt: 2 }}>{state.handover ? T.handedOver : T.closed}</Typography>}
      </Box>
      {state.phase === 'form' && <SmsForm onSubmit={() => send({ event: 'FORM_SUBMIT' })} />}
      {recording && <AnswerBox onSend={(text) => send({ text })} />}
      {state.phase === 'idle' && (
        <Button variant="contained" onClick={start} disabled={botIds.length === 0}>
          {T.start}
        </Button>
      )}
    </Box>
  );
}

/** /VideoBotManagement/webPreview?botId=a,b&callId=c (spec 3 §2). */
export function BotPreviewPage() {
  const [params] = useSearchParams();
  const botIds = (params.get('botId') ?? '').split(',').filter(Boolean);
  const callId = params.get('callId') ?? '';
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
      <BotPreview botIds={callId ? botIds : []} callId={callId} />
    </Box>
  );
}
