import { LinearProgress, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { settingsApi } from './settingsApi';
import { storageTexts, type StorageUsage } from '../../schemas/storage';
import { formatBytes } from '../../resources/materialManagement/materialRules';

/** The tenant's storage used against its quota (系统设置): its own for a tenant admin, the picked one for the platform admin. */
export function StoragePanel({ tenant }: { tenant: string | undefined }) {
  const [usage, setUsage] = useState<StorageUsage | null>(null);
  useEffect(() => {
    void settingsApi
      .storageUsage(tenant)
      .then(setUsage)
      .catch(() => setUsage(null));
  }, [tenant]);
  if (!usage) return null;
  const percent = usage.quota > 0 ? Math.min(100, (usage.used * 100) / usage.quota) : 100;
  return (
    <Paper sx={{ p: 2, mb: 2 }} aria-label={storageTexts.panelTitle} role="group">
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {storageTexts.usage(formatBytes(usage.used), formatBytes(usage.quota))}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 90 ? 'error' : 'primary'}
        aria-label={storageTexts.panelTitle}
      />
    </Paper>
  );
}
