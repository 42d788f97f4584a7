import { Box, MenuItem, Select, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { layoutApi } from './layoutApi';
import type { ServiceStatus } from '../schemas/api';
import { storeAgent, storedAgent } from '../session/session';
import { lastStatusUntil, onAgentSocketEvent } from '../realtime/agentSocket';

/** Seconds left of after-call processing, ticking; null when there is no countdown. */
function useCountdown(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : null;
}

const STATUSES: ServiceStatus[] = ['idle', 'busy', 'afterCall', 'away'];

/** Spec 1 §4 "Agent status": only idle is 'on'. */
export function StatusSelect() {
  const translate = useTranslate();
  const notify = useNotify();
  const [status, setStatus] = useState<ServiceStatus>(storedAgent()?.serviceStatus ?? 'idle');
  const [until, setUntil] = useState<string | null>(lastStatusUntil);
  const countdown = useCountdown(status === 'afterCall' ? until : null);

  // The server also sets the status: answering (busy), ending (after-call, then idle), a ring left unanswered (away).
  useEffect(
    () =>
      onAgentSocketEvent('agentStatus', (next) => {
        setStatus(next.serviceStatus);
        setUntil(next.until);
      }),
    [],
  );

  const change = async (next: ServiceStatus) => {
    await layoutApi.setServiceStatus(next);
    setStatus(next);
    setUntil(null);
    const agent = storedAgent();
    if (agent) storeAgent({ ...agent, serviceStatus: next });
    notify('app.status.changed', { type: 'info', messageArgs: { status: translate(`app.status.${next}`) } });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Select
        size="small"
        value={status}
        onChange={(e) => void change(e.target.value as ServiceStatus).catch(() => undefined)}
        inputProps={{ 'aria-label': translate('app.status.label') }}
        data-testid="service-status"
        sx={{
          color: 'inherit',
          minWidth: 120,
          '.MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,.5)' },
        }}
      >
        {STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            <Box
              component="span"
              sx={{
                display: 'inline-block',
                width: 8,
                height: 8,
                borderRadius: '50%',
                mr: 1,
                bgcolor: value === 'idle' ? 'success.main' : 'grey.500',
              }}
            />
            {translate(`app.status.${value}`)}
          </MenuItem>
        ))}
      </Select>
      {countdown !== null && (
        <Typography variant="caption" data-testid="after-call-countdown">
          {translate('app.status.countdown', { seconds: countdown })}
        </Typography>
      )}
    </Box>
  );
}
