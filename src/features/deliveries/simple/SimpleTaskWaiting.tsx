import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { deliveriesApi } from '../deliveriesApi';
import { usePolling } from '../../../dataProvider/usePolling';
import { deliveryTaskStatusNames, type DeliveryTaskRecord } from '../../../schemas/deliveryTask';
import { simpleTaskTexts } from '../../../schemas/simpleTask';
import { SIMPLE_TASK_WAITING_TEXTS } from './texts';

/** The waiting page (spec 2 §4.6): '任务执行中 请稍后...' until the task has finished, then '任务完成'; refresh asks at once, back returns to the form. */
export function SimpleTaskWaiting({ task: created, onBack }: { task: DeliveryTaskRecord; onBack: () => void }) {
  const [task, setTask] = useState(created);
  const [round, setRound] = useState(0);
  const load = useCallback(async () => {
    const now = await deliveriesApi.one(created._id, { quiet: true });
    setTask(now);
    return (now.status === 'waiting' || now.status === 'sending') && round >= 0;
  }, [created._id, round]);
  usePolling(load);
  const finished = task.status === 'finished';
  const ended = finished || task.status === 'cancelled';
  return (
    <Stack spacing={3} alignItems="center" sx={{ py: 6 }}>
      {!ended && <CircularProgress />}
      <Typography variant="h6" role="status">
        {finished ? simpleTaskTexts.finished : ended ? deliveryTaskStatusNames[task.status] : simpleTaskTexts.running}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {task.name}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" onClick={() => setRound((r) => r + 1)}>
          {SIMPLE_TASK_WAITING_TEXTS.refresh}
        </Button>
        <Button variant="contained" onClick={onBack}>
          {SIMPLE_TASK_WAITING_TEXTS.back}
        </Button>
      </Stack>
    </Stack>
  );
}
