import SignalCellularAltIcon from '@mui/icons-material/SignalCellularAlt';
import { Alert, Button, Dialog, DialogContent, DialogTitle, Snackbar, Stack, Typography } from '@mui/material';
import type { NetworkLevel, NetworkRoomEvent } from '../../../domain/networkQuality';
import { shortName } from '../roomEvents';
import { useHall } from '../HallContext';
import { networkTexts as texts } from './networkTexts';
import { useNetworkWatch } from './useNetworkWatch';
import { useVideoAdvice, type AdviceNotice } from './useVideoAdvice';
import { pageLink } from '../../../domain/pages';

const LEVEL_COLOURS: Record<NetworkLevel, string> = {
  good: '#52c41a',
  general: '#faad14',
  difference: '#f5222d',
  disconnected: '#8c8c8c',
  unknown: '#bfbfbf',
};

/**
 * The offer to switch stays until it is answered, so it sits above the hall's footer (one row of items, 62 px)
 * rather than over the microphone, camera and hang-up it would otherwise cover on a phone.
 */
const ABOVE_FOOTER = { bottom: { xs: 72, sm: 76 } };

export interface HallNetworkProps {
  remoteName: string;
  socketConnected(): boolean;
  report(event: NetworkRoomEvent): Promise<unknown>;
  /** The agent's page: its own offline counts down 90 s and closes the page. */
  closeWhenOffline?: boolean;
  /** A phone's header: the levels as coloured icons, their words from a desktop's width up. */
  compact?: boolean;
}

/** The window closes; a browser that refuses (a page it did not open) goes to the meeting list instead. */
function closePage(): void {
  window.close();
  setTimeout(() => window.location.assign(pageLink('meetings')), 500);
}

function Level({
  who,
  level,
  testId,
  compact,
}: {
  who: string;
  level: NetworkLevel;
  testId: string;
  compact: boolean;
}) {
  const label = `${who}：${texts.levels[level]}`;
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={0.5}
      data-testid={testId}
      data-level={level}
      title={texts.network(who)}
      role={compact ? 'img' : undefined}
      aria-label={compact ? label : undefined}
      sx={{ flexShrink: 0 }}
    >
      <SignalCellularAltIcon fontSize="small" sx={{ color: LEVEL_COLOURS[level] }} />
      <Typography variant="caption" sx={compact ? { display: { xs: 'none', md: 'inline' } } : undefined}>
        {label}
      </Typography>
    </Stack>
  );
}

/**
 * The network of each participant (spec 2 §4.2): a level for oneself and for the other side, the warning
 * when the other side's network turns poor, and (the agent's) dialog counting down to closing the page
 * while its own network is offline.
 */
export function HallNetwork({
  remoteName,
  socketConnected,
  report,
  closeWhenOffline = false,
  compact = false,
}: HallNetworkProps) {
  const { media } = useHall();
  const watch = useNetworkWatch({
    stats: media.stats,
    remotePresent: media.remote !== null,
    socketConnected,
    report,
    closeWhenOffline,
    closePage,
  });
  const advice = useVideoAdvice(report);
  const name = shortName(remoteName);
  return (
    <Stack direction="row" spacing={compact ? 0.5 : 1.5} alignItems="center" data-testid="network">
      <Level who={texts.me} level={watch.own} testId="network-own" compact={compact} />
      <Level who={name} level={watch.remote} testId="network-remote" compact={compact} />
      <Snackbar
        open={watch.warning !== null}
        autoHideDuration={5000}
        onClose={watch.dismissWarning}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="warning" onClose={watch.dismissWarning}>
          {watch.warning === 'offline' ? texts.offline(name) : texts.poor(name)}
        </Alert>
      </Snackbar>
      <Snackbar
        open={advice.offer !== null}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={ABOVE_FOOTER}
      >
        <Alert
          severity={advice.offer === 'audio' ? 'warning' : 'info'}
          data-testid="video-advice"
          action={
            <>
              <Button color="inherit" size="small" onClick={advice.accept}>
                {advice.offer === 'audio' ? texts.switchToAudio : texts.switchToVideo}
              </Button>
              <Button color="inherit" size="small" onClick={advice.decline}>
                {advice.offer === 'audio' ? texts.keepVideo : texts.notNow}
              </Button>
            </>
          }
        >
          {advice.offer === 'audio' ? texts.adviseAudio : texts.adviseVideo}
        </Alert>
      </Snackbar>
      <Snackbar
        key={advice.noticeCount}
        open={advice.notice !== null}
        autoHideDuration={8000}
        onClose={advice.dismissNotice}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="info" onClose={advice.dismissNotice} data-testid="video-advice-notice">
          {advice.notice ? noticeText(advice.notice, name) : ''}
        </Alert>
      </Snackbar>
      <Dialog open={watch.secondsLeft !== null} aria-labelledby="own-offline-title">
        <DialogTitle id="own-offline-title">{texts.ownOfflineTitle}</DialogTitle>
        <DialogContent>
          <Typography>{texts.ownOffline}</Typography>
          <Typography variant="h4" data-testid="offline-seconds" sx={{ textAlign: 'center', mt: 1 }}>
            {watch.secondsLeft ?? ''}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {texts.secondsLeft(watch.secondsLeft ?? 0)}
          </Typography>
        </DialogContent>
      </Dialog>
    </Stack>
  );
}

function noticeText(notice: AdviceNotice, name: string): string {
  if (notice === 'otherAdvised') return texts.otherAdvised(name);
  return notice === 'otherSwitchedToAudio' ? texts.otherSwitchedToAudio(name) : texts.otherSwitchedToVideo(name);
}
