import { Box, MenuItem, Select } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { request } from '../dataProvider/httpClient';
import { apiPaths, type ServiceStatus } from '../schemas/api';
import { storeAgent, storedAgent } from '../auth/session';

const STATUSES: ServiceStatus[] = ['idle', 'busy', 'afterCall', 'away'];

/** Spec 1 §4 "Agent status": only idle is 'on'. */
export function StatusSelect() {
  const translate = useTranslate();
  const notify = useNotify();
  const [status, setStatus] = useState<ServiceStatus>(storedAgent()?.serviceStatus ?? 'idle');

  const change = async (next: ServiceStatus) => {
    await request('POST', apiPaths.serviceStatus, { body: { serviceStatus: next } });
    setStatus(next);
    const agent = storedAgent();
    if (agent) storeAgent({ ...agent, serviceStatus: next });
    notify('app.status.changed', { type: 'info', messageArgs: { status: translate(`app.status.${next}`) } });
  };

  return (
    <Select
      size="small"
      value={status}
      onChange={(e) => void change(e.target.value as ServiceStatus).catch(() => undefined)}
      inputProps={{ 'aria-label': translate('app.status.label') }}
      data-testid="service-status"
      sx={{ color: 'inherit', minWidth: 120, '.MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,.5)' } }}
    >
      {STATUSES.map((value) => (
        <MenuItem key={value} value={value}>
          <Box component="span" sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', mr: 1, bgcolor: value === 'idle' ? 'success.main' : 'grey.500' }} />
          {translate(`app.status.${value}`)}
        </MenuItem>
      ))}
    </Select>
  );
}
