import CallEndIcon from '@mui/icons-material/CallEnd';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { endSameScreen } from '../agentHallApi';
import { useEndOnLeaving } from '../../../../frame/leavingMeeting';
import { InviteActions } from '../../../../resources/sameScreen/InviteActions';
import { FooterItem } from '../../footer/HallFooter';
import { hallTexts } from '../../hallTexts';
import { BeforeEndContext, createBeforeEndRegistry } from './beforeHallEnd';
import { leaveEndedHall, rememberQwEnd } from './hallExit';
import { lifecycleTexts } from './lifecycleTexts';
import { useHallLock } from './useHallLock';
import { useSameScreenRecord } from './useSameScreenRecord';
import { pageLink } from '../../../../domain/pages';

const CLOSE_AFTER_ENDED_MS = 1500;
const BEFORE_END_TIMEOUT_MS = 8000;

/**
 * /exhibitionHall/sameScreen?serviceId=: the hall of a same-screen record in progress (spec 2 §2.1, §2.2):
 * the same-screen number without the elapsed time, the shared page, inviting, and ending.
 */
export function SameScreenHall() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const record = useSameScreenRecord(params.get('serviceId'));
  const live = record?.callStatus === 'inProgress' ? record : null;
  const lock = useHallLock(live?._id);
  const [asking, setAsking] = useState(false);
  const [beforeEnd] = useState(createBeforeEndRegistry);
  const over = useRef(false);
  const [ended, setEnded] = useState(false);

  useEffect(() => rememberQwEnd(search), [search]);
  useEffect(() => {
    if (lock !== 'refused') return;
    notify(lifecycleTexts.alreadyOpen('videoSells'), { type: 'error' });
    navigate(pageLink('sameScreen'), { replace: true });
  }, [lock, notify, navigate]);
  // Ended elsewhere while open: say so, then back to the list.
  const endedElsewhere = record !== undefined && record !== null && record.callStatus !== 'inProgress';
  useEffect(() => {
    if (!endedElsewhere || over.current) return;
    over.current = true;
    setEnded(true);
    const timer = setTimeout(() => navigate(pageLink('sameScreen'), { replace: true }), CLOSE_AFTER_ENDED_MS);
    return () => clearTimeout(timer);
  }, [endedElsewhere, navigate]);

  /** Ends the record once: the page's own parts first (the share's last state), then the server. */
  const endRecord = async (): Promise<boolean> => {
    if (!live || over.current) return false;
    over.current = true;
    await beforeEnd.run(BEFORE_END_TIMEOUT_MS);
    await endSameScreen(live._id);
    return true;
  };
  const end = async () => {
    setAsking(false);
    if (!(await endRecord())) return;
    setEnded(true);
    leaveEndedHall(navigate, pageLink('sameScreen'));
  };
  // Leaving through the menu ('确定要结束同屏吗？' confirmed) ends the record too; the menu's page opens after.
  useEndOnLeaving(live && lock === 'held' ? async () => void (await endRecord()) : null);

  if (ended) return <Message text={lifecycleTexts.ended} />;
  if (record === undefined || (live && lock !== 'held')) return null;
  if (!live) return <Message text={lifecycleTexts.noSameScreen} back />;
  return (
    <BeforeEndContext.Provider value={beforeEnd}>
      <Paper
        sx={{ mt: 1, display: 'flex', flexDirection: 'column', height: 'calc(100vh - 120px)', overflow: 'hidden' }}
      >
        <Stack
          component="header"
          direction="row"
          spacing={3}
          alignItems="center"
          sx={{ px: 2, py: 1, bgcolor: 'grey.900', color: 'common.white' }}
        >
          <Typography data-testid="invite-number">
            {hallTexts.inviteNumber('videoSells')}：{live.inviteNumber}
          </Typography>
          <Typography sx={{ flex: 1 }} noWrap>
            {live.shareWeb.name}
          </Typography>
          <Box sx={{ '& .MuiButton-root': { color: 'common.white' } }}>
            <InviteActions serviceId={live._id} />
          </Box>
        </Stack>
        <Box
          component="iframe"
          title={live.shareWeb.name}
          src={live.shareWeb.url}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
          sx={{ flex: 1, border: 0, width: '100%' }}
        />
        <Stack component="footer" direction="row" justifyContent="center" sx={{ bgcolor: 'grey.900', py: 0.5 }}>
          <FooterItem
            icon={<CallEndIcon />}
            label={hallTexts.end('videoSells')}
            danger
            onClick={() => setAsking(true)}
          />
        </Stack>
      </Paper>
      <Confirm
        isOpen={asking}
        title={hallTexts.tip}
        content={hallTexts.endQuestion('videoSells')}
        confirm="app.common.confirm"
        cancel="app.common.cancel"
        onConfirm={() => void end()}
        onClose={() => setAsking(false)}
      />
    </BeforeEndContext.Provider>
  );
}

function Message({ text, back = false }: { text: string; back?: boolean }) {
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h6" data-testid="hall-message">
        {text}
      </Typography>
      {back && (
        <Button component={RouterLink} to={pageLink('sameScreen')} sx={{ mt: 2 }}>
          {lifecycleTexts.backToSameScreen}
        </Button>
      )}
    </Box>
  );
}
