/**
 * The call client panel (spec 2 §2.4): the agent's own video headed '<fullName>(主持人)', the customer's
 * area with name and phone, and the controls of each status. The call itself is the useCallSession
 * the page holds, so the page can wire its callbacks and share or record through it.
 */
import CallEndIcon from '@mui/icons-material/CallEnd';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Link,
  Popover,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { callServiceTexts as texts, handsetTexts } from '../../../schemas/callService';
import { StartCallDialog } from './StartCallDialog';
import { StreamVideo } from './StreamVideo';
import type { CallCustomer, CallSessionApi } from './useCallSession';
import { pageLink } from '../../../domain/pages';

export interface CallPanelProps {
  call: CallSessionApi;
  /** The agent's full name, shown as '<fullName>(主持人)'. */
  fullName: string;
  /** The customer-info link button of the remote area; hidden without it. */
  onCustomerInfo?: () => void;
  /** Prefills the start-call modal. */
  initialCustomer?: Partial<CallCustomer>;
}

function Area({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        sx={{ px: 1.5, py: 0.5, bgcolor: 'grey.100', minHeight: 36 }}
      >
        <Typography variant="subtitle2" noWrap>
          {title}
        </Typography>
        {action}
      </Stack>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 220, bgcolor: '#111', color: 'grey.300' }}>{children}</Box>
    </Box>
  );
}

const centered = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
} as const;

export function CallPanel({ call, fullName, onCustomerInfo, initialCustomer }: CallPanelProps) {
  const { state, customer } = call;
  const [dialog, setDialog] = useState(false);
  const [confirmAt, setConfirmAt] = useState<HTMLElement | null>(null);
  const started = state.status !== 0;
  const who = customer ? `${customer.name} ${customer.phone}` : '';
  const waitingTip = state.changing
    ? state.media === 'video'
      ? texts.waitingAudio
      : texts.waitingVideo
    : texts.waiting;
  const showPlaceholder = state.status === 1 || state.changing;

  return (
    <Stack spacing={1} data-testid="call-panel" data-call-status={state.status} data-call-media={state.media}>
      <Stack direction="row" spacing={1}>
        <Area
          title={`${fullName}${texts.host}`}
          action={
            started && (
              <Stack direction="row">
                <Tooltip title={call.audioMuted ? texts.unmuteAudio : texts.muteAudio}>
                  <IconButton
                    size="small"
                    onClick={call.toggleAudio}
                    aria-label={call.audioMuted ? texts.unmuteAudio : texts.muteAudio}
                  >
                    {call.audioMuted ? <MicOffIcon fontSize="small" /> : <MicIcon fontSize="small" />}
                  </IconButton>
                </Tooltip>
                {state.media === 'video' && (
                  <Tooltip title={call.videoMuted ? texts.unmuteVideo : texts.muteVideo}>
                    <IconButton
                      size="small"
                      onClick={call.toggleVideo}
                      aria-label={call.videoMuted ? texts.unmuteVideo : texts.muteVideo}
                    >
                      {call.videoMuted ? <VideocamOffIcon fontSize="small" /> : <VideocamIcon fontSize="small" />}
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            )
          }
        >
          <StreamVideo
            stream={call.localStream}
            own
            label={texts.host}
            hidden={state.media !== 'video'}
            testId="call-local-video"
          />
          {state.media !== 'video' && started && (
            <Box sx={centered}>
              <Typography>{texts.audioCall}</Typography>
            </Box>
          )}
        </Area>
        <Area
          title={who}
          action={
            onCustomerInfo && (
              <Button size="small" onClick={onCustomerInfo}>
                {texts.customerInfo}
              </Button>
            )
          }
        >
          <StreamVideo
            stream={call.remoteStream}
            label={who || texts.customerInfo}
            hidden={state.status !== 2 || state.media !== 'video' || state.changing}
            testId="call-remote-video"
          />
          {showPlaceholder && (
            <Box sx={centered}>
              <Typography variant="h6">{customer?.name}</Typography>
              <Typography>{customer?.phone}</Typography>
              <Typography>{waitingTip}</Typography>
            </Box>
          )}
          {state.status === 2 && state.media !== 'video' && !state.changing && (
            <Box sx={centered}>
              <Typography variant="h6">{customer?.name}</Typography>
              <Typography>{texts.audioCall}</Typography>
            </Box>
          )}
        </Area>
      </Stack>
      {started && state.handsetKey && customer && (
        // The simulator's stand-in for the customer's phone ringing: whoever runs the demo opens it.
        <Link
          href={pageLink('handset', {}, { phone: customer.phone.replace(/^(\+86|0086)/, ''), key: state.handsetKey })}
          target="_blank"
          rel="noopener"
          variant="body2"
          data-testid="handset-link"
        >
          {handsetTexts.openHandset}
        </Link>
      )}
      {call.recordId && state.status === 2 && (
        <Typography variant="body2" color="error" data-testid="call-recording">
          {texts.recording}
        </Typography>
      )}
      {state.message && (
        <Alert severity="warning" data-testid="call-message">
          {state.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1} justifyContent="center">
        {state.status === 0 && (
          <Button variant="contained" onClick={() => setDialog(true)}>
            {texts.startCall}
          </Button>
        )}
        {state.status === 1 && (
          <Button variant="contained" color="error" startIcon={<CallEndIcon />} onClick={() => call.hangUp()}>
            {state.callId ? texts.hangUp : texts.calling}
          </Button>
        )}
        {state.status === 2 && (
          <>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={state.media}
              disabled={state.changing}
              onChange={(_e, media) => media && media !== state.media && void call.switchMedia()}
            >
              <ToggleButton value="audio">{texts.audioCall}</ToggleButton>
              <ToggleButton value="video">{texts.videoCall}</ToggleButton>
            </ToggleButtonGroup>
            <Button
              variant="contained"
              color="error"
              startIcon={<CallEndIcon />}
              onClick={(e) => setConfirmAt(e.currentTarget)}
            >
              {texts.hangUp}
            </Button>
            <Popover
              open={!!confirmAt}
              anchorEl={confirmAt}
              onClose={() => setConfirmAt(null)}
              anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
              transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            >
              <Stack spacing={1} sx={{ p: 1.5 }}>
                <Typography>{texts.confirmHangUp}</Typography>
                <Stack direction="row" spacing={1} justifyContent="flex-end">
                  <Button size="small" onClick={() => setConfirmAt(null)}>
                    {texts.cancel}
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => {
                      setConfirmAt(null);
                      call.hangUp();
                    }}
                  >
                    {texts.confirm}
                  </Button>
                </Stack>
              </Stack>
            </Popover>
          </>
        )}
      </Stack>
      {dialog && (
        <StartCallDialog
          open
          initial={initialCustomer}
          onClose={() => setDialog(false)}
          onStart={(who) => {
            setDialog(false);
            void call.start(who);
          }}
        />
      )}
    </Stack>
  );
}
