import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { deliveriesApi } from './deliveriesApi';
import type { ListResult } from '../../schemas/api';
import { PAGE_SIZE, PagedTable, type Column } from '../../schema-ui/PagedTable';
import {
  deliverTypeNames,
  deliveryTaskStatusNames,
  deliveryTaskTexts,
  type DeliveryTaskRecord,
} from '../../schemas/deliveryTask';
import { CreateTaskDialog } from './CreateTaskDialog';
import { T } from './texts';
import { usePolling } from '../../dataProvider/usePolling';
import { localTime, useDeliverType } from './useDeliverType';
import { pageLink } from '../../domain/pages';
import { useDeliveryTenants } from './useDeliveryTenants';

const live = (task: DeliveryTaskRecord) => task.status === 'sending' || task.status === 'waiting';

/** /richMediaTask/list and /5gTask/list: the tasks of the session's scope, with the new-task dialog and cancel. */
export function DeliveryTaskList() {
  const { deliverType, pages } = useDeliverType();
  const navigate = useNavigate();
  const notify = useNotify();
  const [tasks, setTasks] = useState<ListResult<DeliveryTaskRecord>>({ list: [], count: 0 });
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const [round, setRound] = useState(0);
  // The platform admin filters the tasks by tenant; anyone else has their own tenant only and no filter.
  const tenants = useDeliveryTenants();
  const [tenant, setTenant] = useState('');
  const load = useCallback(async () => {
    const answer = await deliveriesApi.list({
      deliverType,
      pageIndex: page + 1,
      pageSize: PAGE_SIZE,
      ...(tenant ? { tenant } : {}),
    });
    setTasks(answer);
    return answer.list.some(live) && round >= 0;
  }, [deliverType, page, round, tenant]);
  usePolling(load);

  const cancel = async (task: DeliveryTaskRecord) => {
    if (!window.confirm(T.confirmCancel)) return;
    await deliveriesApi.cancel(task._id);
    notify(deliveryTaskTexts.cancelled, { type: 'success' });
    setRound((r) => r + 1);
  };

  const columns: Column<DeliveryTaskRecord>[] = [
    { title: T.name, cell: (task) => task.name },
    { title: T.content, cell: (task) => task.videoContent?.name ?? task.interaction?.name ?? '' },
    { title: T.status, cell: (task) => deliveryTaskStatusNames[task.status] },
    { title: T.progress, cell: (task) => `${task.sent + task.failed}/${task.total}` },
    { title: T.watched, cell: (task) => task.watched },
    { title: T.answered, cell: (task) => task.answered },
    { title: T.createdAt, cell: (task) => localTime(task.createdAt) },
    {
      title: T.actions,
      cell: (task) => (
        <>
          <Button size="small" onClick={() => navigate(pageLink(pages.detail, { taskId: task._id }))}>
            {T.detail}
          </Button>
          {live(task) && (
            <Button size="small" color="error" onClick={() => void cancel(task)}>
              {T.cancel}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" sx={{ mb: 2 }}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="h6">{deliverTypeNames[deliverType]}</Typography>
            {tenants.length > 1 && (
              <TextField
                select
                size="small"
                label={T.tenant}
                value={tenant}
                onChange={(e) => {
                  setTenant(e.target.value);
                  setPage(0);
                }}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">{T.allTenants}</MenuItem>
                {tenants.map((t) => (
                  <MenuItem key={t._id} value={t._id}>
                    {t.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          <Button variant="contained" onClick={() => setCreating(true)}>
            {T.create}
          </Button>
        </Stack>
        <PagedTable
          columns={columns}
          rows={tasks.list}
          count={tasks.count}
          page={page}
          onPage={setPage}
          empty={T.empty}
          testId="delivery-task"
        />
      </CardContent>
      <CreateTaskDialog
        open={creating}
        deliverType={deliverType}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          setPage(0);
          setRound((r) => r + 1);
        }}
      />
    </Card>
  );
}
