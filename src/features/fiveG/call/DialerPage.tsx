/**
 * The call simulator's dialer ('模拟外呼', /dialer): a signed-in agent of a 5G tenant calls a phone
 * through the call service without a 5G room, to try a handset or the service. The room page mounts
 * the same CallPanel with its own work order.
 */
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { storedAgent } from '../../../session/session';
import { callServiceTexts, dialerTexts } from '../../../schemas/callService';
import { CallPanel } from './CallPanel';
import { canShare } from './CallSession';
import { useCallSession } from './useCallSession';
import { useSimulatorOn } from '../../shared';

/** A picture of the demo content, to see a shared image on the handset. */
const SAMPLE_IMAGE = '/demo/yxzx/annuity-poster.svg';

const newFlowId = () => `SIM${Date.now()}`;

/** The dialer, or a notice while the server runs no call simulator (SIMULATORS off, or a real service set). */
export function DialerPage() {
  const simulatorOn = useSimulatorOn('callService');
  if (simulatorOn === false) {
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto', p: 2 }}>
        <Alert severity="warning">{dialerTexts.simulatorOff}</Alert>
      </Box>
    );
  }
  return simulatorOn ? <Dialer /> : null;
}

function Dialer() {
  const agent = storedAgent();
  const [flowId, setFlowId] = useState(newFlowId);
  const [notice, setNotice] = useState<string | null>(null);
  const [link, setLink] = useState('');
  const call = useCallSession({ flowId, onMessage: setNotice, onEnded: () => setFlowId(newFlowId()) });
  useEffect(() => {
    document.title = dialerTexts.title;
  }, []);

  const share = (content: Parameters<typeof call.share>[0]) =>
    void call.share(content).catch((err: Error) => setNotice(err.message));

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h5">{dialerTexts.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {dialerTexts.flowId}：{flowId}
        </Typography>
        {notice && (
          <Alert severity="info" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <CallPanel call={call} fullName={agent?.fullName ?? ''} />
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            size="small"
            label={dialerTexts.link}
            value={link}
            onChange={(e) => setLink(e.target.value)}
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            disabled={!canShare(call.state) || !/^https?:\/\/|^\//.test(link)}
            onClick={() => share({ kind: 'link', name: link, url: link })}
          >
            {dialerTexts.shareLink}
          </Button>
          <Button
            variant="outlined"
            disabled={!canShare(call.state)}
            onClick={() => share({ kind: 'image', name: dialerTexts.sampleImage, urls: [SAMPLE_IMAGE] })}
          >
            {dialerTexts.shareImage}
          </Button>
          <Button variant="outlined" disabled={call.state.status !== 2} onClick={() => share({ kind: 'none' })}>
            {dialerTexts.endShare}
          </Button>
          {call.recordId ? (
            <Button variant="outlined" color="error" onClick={() => void call.stopRecording()}>
              {dialerTexts.stopRecording}
            </Button>
          ) : (
            <Button
              variant="outlined"
              disabled={call.state.status !== 2}
              onClick={() =>
                void call
                  .startRecording(call.state.media)
                  .then((answer) => answer && !answer.ok && setNotice(callServiceTexts.recordingFault))
              }
            >
              {dialerTexts.startRecording}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
