import { Button, Popover, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { layoutApi } from './layoutApi';
import { storeAgent, storedAgent } from '../session/session';

/** Spec 1 §6: levels 2 and 3 see their tenant's name, with used and remaining minutes on hover. */
export function TenantQuota() {
  const translate = useTranslate();
  const [agent, setAgent] = useState(storedAgent());
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const level = agent?.agentRole.level;
  const tenant = agent?.tenant;
  if (!tenant || (level !== '2' && level !== '3')) return null;

  const open = (target: HTMLElement) => {
    setAnchor(target);
    void layoutApi
      .agent(agent._id)
      .then((fresh) => {
        storeAgent(fresh);
        setAgent(fresh);
      })
      .catch(() => undefined);
  };

  const used = tenant.totalTimeLimit - tenant.remainingTimeLimit;
  return (
    <>
      <Button
        color="inherit"
        onMouseEnter={(e) => open(e.currentTarget)}
        onClick={(e) => open(e.currentTarget)}
        data-testid="tenant-quota"
      >
        {tenant.name}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Stack sx={{ p: 2 }} spacing={1}>
          <Typography>
            {translate('app.header.usedMinutes')}: {translate('app.header.minutes', { count: used.toLocaleString() })}
          </Typography>
          <Typography>
            {translate('app.header.remainingMinutes')}:{' '}
            {translate('app.header.minutes', { count: tenant.remainingTimeLimit.toLocaleString() })}
          </Typography>
        </Stack>
      </Popover>
    </>
  );
}
