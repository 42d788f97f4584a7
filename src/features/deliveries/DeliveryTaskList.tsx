import { Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { request } from '../../dataProvider/httpClient';
import { pathWith } from '../../schemas/paths';
import { deliverTypeNames, deliveryTaskPaths, deliveryTaskStatusNames, deliveryTaskTexts, type DeliveryTaskRecord } from '../../schemas/deliveryTask';
import { CreateTaskDialog } from './CreateTaskDialog';
import { T } from './texts';
import { usePolling } from '../../dataProvider/usePolling';
import { localTime, useDeliverType } from './useDeliverType';

const live = (task: DeliveryTaskRecord) => task.status === 'sending' || task.status === 'waiting';

/** /richMediaTask/list and /5gTask/list: the tasks of the session's scope, with the new-task dialog and cancel. */
export function DeliveryTaskList() {
  const { deliverType, base } = useDeliverType();
  const navigate = useNavigate();
  const notify = useNotify();
  const [tasks, setTasks] = useState<DeliveryTaskRecord[]>([]);
  const [creating, setCreating] = useState(false);
  const [round, setRound] = useState(0);
  const load = useCallback(async () => {
    const answer = await request<{ list: DeliveryTaskRecord[] }>('GET', deliveryTaskPaths.list, { query: { deliverType, pageSize: 100 } });
    setTasks(answer.list);
    return answer.list.some(live) && round >= 0;
  }, [deliverType, round]);
  usePolling(load);

  const cancel = async (task: DeliveryTaskRecord) => {
    if (!window.confirm(T.confirmCancel)) return;
    await request('PUT', pathWith(deliveryTaskPaths.one, { deliverId: task._id }));
    notify(deliveryTaskTexts.cancelled, { type: 'success' });
    setRound((r) => r + 1);
  };

  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" sx={{ mb: 2 }}>
          <Typography variant="h6">{deliverTypeNames[deliverType]}</Typography>
          <Button variant="contained" onClick={() => setCreating(true)}>
            {T.create}
          </Button>
        </Stack>
        <Table size="small">
          <TableHead>
            <TableRow>
              {[T.name, T.content, T.status, T.progress, T.watched, T.answered, T.createdAt, ''].map((head) => (
                <TableCell key={head}>{head}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {tasks.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>{T.empty}</TableCell>
              </TableRow>
            )}
            {tasks.map((task) => (
              <TableRow key={task._id}>
                <TableCell>{task.name}</TableCell>
                <TableCell>{task.videoContent?.name ?? task.interaction?.name ?? ''}</TableCell>
                <TableCell>{deliveryTaskStatusNames[task.status]}</TableCell>
                <TableCell>{`${task.sent + task.failed}/${task.total}`}</TableCell>
                <TableCell>{task.watched}</TableCell>
                <TableCell>{task.answered}</TableCell>
                <TableCell>{localTime(task.createdAt)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => navigate(`${base}/detail/${task._id}`)}>
                    {T.detail}
                  </Button>
                  {live(task) && (
                    <Button size="small" color="error" onClick={() => void cancel(task)}>
                      {T.cancel}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <CreateTaskDialog
        open={creating}
        deliverType={deliverType}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          setRound((r) => r + 1);
        }}
      />
    </Card>
  );
}
