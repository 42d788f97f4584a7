import {
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { deliveriesApi } from './deliveriesApi';
import { DETAIL_PARTS, partColumns, partTitles, type DetailPart } from '../../schemas/deliveryParts';
import {
  deliveryTaskStatusNames,
  type DeliveryRecipientRecord,
  type DeliveryTaskRecord,
  type OutboxMessage,
} from '../../schemas/deliveryTask';
import { DeliveryJobDialog } from './DeliveryJobDialog';
import { T } from './texts';
import { usePolling } from '../../dataProvider/usePolling';
import { localTime } from './useDeliverType';

const columns = partColumns(localTime);
type Shown = DetailPart | 'outbox';

/** /richMediaTask/detail/:taskId and /5gTask/detail/:taskId: the task, its three parts and the messages sent. */
export function DeliveryTaskDetail() {
  const { taskId = '' } = useParams();
  const navigate = useNavigate();
  const [task, setTask] = useState<DeliveryTaskRecord | null>(null);
  const [shown, setShown] = useState<Shown>('part1');
  const [recipients, setRecipients] = useState<DeliveryRecipientRecord[]>([]);
  const [messages, setMessages] = useState<OutboxMessage[]>([]);
  const [openJob, setOpenJob] = useState<string | null>(null);
  const load = useCallback(async () => {
    setTask(await deliveriesApi.one(taskId));
    if (shown === 'outbox') setMessages(await deliveriesApi.outbox(taskId));
    else setRecipients(await deliveriesApi.recipients(taskId, shown));
    return true;
  }, [taskId, shown]);
  usePolling(load);

  const exportPart = () => void deliveriesApi.exportPart(taskId, shown, `${task?.name ?? ''}.xlsx`);
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography variant="h6">{task?.name}</Typography>
          <Button onClick={() => navigate(-1)}>{T.back}</Button>
        </Stack>
        {task && (
          <Typography variant="body2" sx={{ my: 1 }}>
            {T.status}：{deliveryTaskStatusNames[task.status]}　{T.progress}：{task.sent + task.failed}/{task.total}　
            {T.window}：{task.sendWindow.startSendTime} - {task.sendWindow.finishSendTime}
          </Typography>
        )}
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Tabs value={shown} onChange={(_, value: Shown) => setShown(value)}>
            {DETAIL_PARTS.map((part) => (
              <Tab key={part} value={part} label={partTitles[part]} />
            ))}
            <Tab value="outbox" label={T.outbox} />
          </Tabs>
          {shown !== 'outbox' && <Button onClick={exportPart}>{T.export}</Button>}
        </Stack>
        {shown === 'outbox' ? (
          <Table size="small" aria-label={T.outbox}>
            <TableHead>
              <TableRow>
                {[T.phone, T.message, T.status, T.link].map((head) => (
                  <TableCell key={head}>{head}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {messages.map((m) => (
                <TableRow key={m._id}>
                  <TableCell>{m.phone}</TableCell>
                  <TableCell>{m.content}</TableCell>
                  <TableCell>{m.status}</TableCell>
                  <TableCell>
                    {m.link && (
                      <Link href={m.link} target="_blank" rel="noreferrer">
                        {T.open}
                      </Link>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Table size="small" aria-label={partTitles[shown]}>
            <TableHead>
              <TableRow>
                {columns[shown].map((c) => (
                  <TableCell key={c.key}>{c.title}</TableCell>
                ))}
                <TableCell>{T.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {recipients.map((r) => (
                <TableRow key={r._id}>
                  {columns[shown].map((c) => (
                    <TableCell key={c.key}>{c.value(r)}</TableCell>
                  ))}
                  <TableCell>
                    <Button size="small" onClick={() => setOpenJob(r._id)}>
                      {T.detail}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {openJob && <DeliveryJobDialog jobId={openJob} onClose={() => setOpenJob(null)} />}
      </CardContent>
    </Card>
  );
}
