import { Box, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { levelAtLeast } from '../../domain/scope';
import { storedAgent } from '../../session/session';
import { RecordSyncRecords } from './RecordSyncRecords';
import { RecordSyncTasks } from './RecordSyncTasks';
import { ScopeSelect } from '../../schema-ui/ScopeSelect';
import type { SyncScope } from './syncFilters';
import { SYNC_TEXTS as T } from './texts';

/** /SitDownVideoList (录制队列): the recording sync tasks by tenant and day, and each recording's sync with its state and reason. */
export function RecordSyncPage() {
  const level = storedAgent()?.agentRole.level ?? '1';
  const [tab, setTab] = useState(0);
  const [scope, setScope] = useState<SyncScope>({});
  const [taskDay, setTaskDay] = useState<string | undefined>(undefined);
  const openTask = (day: string, tenant: string) => {
    setTaskDay(day);
    if (level === '4') setScope((before) => ({ ...before, tenant }));
    setTab(1);
  };
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h6">{T.title}</Typography>
        {level === '4' && (
          <ScopeSelect
            kind="tenant"
            label={T.tenant}
            emptyLabel={T.all}
            value={scope.tenant}
            onChange={(tenant) => setScope({ tenant })}
          />
        )}
        {level === '3' && (
          <ScopeSelect
            kind="orgAccount"
            label={T.org}
            emptyLabel={T.all}
            value={scope.orgAccount}
            onChange={(orgAccount) => setScope({ orgAccount })}
          />
        )}
        {taskDay && tab === 1 && (
          <Chip label={T.dayOf(taskDay)} onDelete={() => setTaskDay(undefined)} data-testid="sync-task-day" />
        )}
      </Stack>
      <Tabs value={tab} onChange={(_, next: number) => setTab(next)} sx={{ mb: 2 }}>
        <Tab label={T.tasks} />
        <Tab label={T.records} />
      </Tabs>
      {tab === 0 ? (
        <RecordSyncTasks scope={scope} onOpen={openTask} />
      ) : (
        <RecordSyncRecords scope={scope} taskDay={taskDay} canRetry={levelAtLeast(level, '3')} />
      )}
    </Box>
  );
}
