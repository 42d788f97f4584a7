import { Button, Card, CardContent, Checkbox, FormControlLabel, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePolling } from '../../dataProvider/usePolling';
import { request } from '../../dataProvider/httpClient';
import { pathWith } from '../../schemas/paths';
import {
  wecomKindNames,
  wecomSendStatusNames,
  wecomTaskPaths,
  wecomTaskStatusNames,
  wecomTaskTexts,
  type WecomContact,
  type WecomSendRecord,
  type WecomTaskKind,
  type WecomTaskRecord,
} from '../../schemas/wecomTask';

const TEXTS = {
  create: '新建任务',
  name: '任务名称',
  content: '发送内容',
  linkTitle: '链接标题（选填）',
  linkUrl: '链接地址（选填）',
  recipients: '选择客户',
  submit: '创建',
  cancel: '取消',
  detail: '详情',
  progress: '发送进度',
  customer: '客户',
  status: '状态',
  reason: '原因',
  sentAt: '发送时间',
  createdAt: '创建时间',
  empty: '暂无任务',
} as const;

/** The kind of task a page is about, from its path: /wecomMassSendingTask/… or /wecomMomentsTask/…. */
function useKind(): { kind: WecomTaskKind; base: string } {
  const moments = useLocation().pathname.startsWith('/wecomMomentsTask');
  return moments ? { kind: 'moments', base: '/wecomMomentsTask' } : { kind: 'mass', base: '/wecomMassSendingTask' };
}

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '');
const progressOf = (task: WecomTaskRecord) => `${task.sent + task.failed}/${task.total}`;

/** /wecomMassSendingTask/list and /wecomMomentsTask/list. */
export function WecomTaskList() {
  const { kind, base } = useKind();
  const navigate = useNavigate();
  const [tasks, setTasks] = useState<WecomTaskRecord[]>([]);
  const [load] = useState(() => async () => {
    const answer = await request<{ list: WecomTaskRecord[] }>('GET', wecomTaskPaths.list, { query: { type: kind, pageSize: 100 } });
    setTasks(answer.list);
    return answer.list.some((task) => task.status === 'sending');
  });
  usePolling(load);
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" sx={{ mb: 2 }}>
          <Typography variant="h6">{wecomKindNames[kind]}</Typography>
          <Button variant="contained" onClick={() => navigate(`${base}/create`)}>
            {TEXTS.create}
          </Button>
        </Stack>
        <Table size="small">
          <TableHead>
            <TableRow>
              {[TEXTS.name, TEXTS.content, TEXTS.status, TEXTS.progress, TEXTS.createdAt, ''].map((head) => (
                <TableCell key={head}>{head}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {tasks.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{TEXTS.empty}</TableCell>
              </TableRow>
            )}
            {tasks.map((task) => (
              <TableRow key={task._id}>
                <TableCell>{task.name}</TableCell>
                <TableCell sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{task.content}</TableCell>
                <TableCell>{wecomTaskStatusNames[task.status]}</TableCell>
                <TableCell>{progressOf(task)}</TableCell>
                <TableCell>{time(task.createdAt)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => navigate(`${base}/detail/${task._id}`)}>
                    {TEXTS.detail}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** /…/create: name, text, an optional link and the customers; back one page on success ('创建成功！', spec 3 §2). */
export function WecomTaskCreate() {
  const { kind } = useKind();
  const navigate = useNavigate();
  const notify = useNotify();
  const [contacts, setContacts] = useState<WecomContact[]>([]);
  const [form, setForm] = useState({ name: '', content: '', linkTitle: '', linkUrl: '' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [fields, setFields] = useState<Record<string, string>>({});
  useEffect(() => {
    void request<{ list: WecomContact[] }>('GET', wecomTaskPaths.contacts).then((answer) => setContacts(answer.list));
  }, []);
  const field = (key: keyof typeof form, label: string, multiline = false) => (
    <TextField
      label={label}
      value={form[key]}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={Boolean(fields[key])}
      helperText={fields[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  );
  const submit = async () => {
    setFields({});
    try {
      const body = { type: kind, name: form.name, content: form.content, recipients: chosen, ...(form.linkUrl ? { linkUrl: form.linkUrl, linkTitle: form.linkTitle } : {}) };
      await request('POST', wecomTaskPaths.create, { body, quiet: true });
      notify(wecomTaskTexts.created, { type: 'success' });
      navigate(-1);
    } catch (err) {
      const refused = (err as { result?: { fields?: Record<string, string> }; message?: string }).result?.fields ?? {};
      setFields(refused);
      notify((err as Error).message, { type: 'error' });
    }
  };
  return (
    <Card sx={{ m: 2, maxWidth: 720 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6">
            {TEXTS.create} · {wecomKindNames[kind]}
          </Typography>
          {field('name', TEXTS.name)}
          {field('content', TEXTS.content, true)}
          {field('linkTitle', TEXTS.linkTitle)}
          {field('linkUrl', TEXTS.linkUrl)}
          <Typography variant="subtitle2" color={fields.recipients ? 'error' : undefined}>
            {TEXTS.recipients} {fields.recipients}
          </Typography>
          <Stack direction="row" flexWrap="wrap">
            {contacts.map((c) => (
              <FormControlLabel
                key={c.externalUserId}
                label={c.name}
                control={
                  <Checkbox
                    checked={chosen.includes(c.externalUserId)}
                    onChange={(e) => setChosen(e.target.checked ? [...chosen, c.externalUserId] : chosen.filter((id) => id !== c.externalUserId))}
                  />
                }
              />
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void submit()}>
              {TEXTS.submit}
            </Button>
            <Button onClick={() => navigate(-1)}>{TEXTS.cancel}</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /…/detail/:id: the task, its progress and each recipient's send, followed while it sends. */
export function WecomTaskDetail() {
  const { id = '' } = useParams();
  const [task, setTask] = useState<WecomTaskRecord | null>(null);
  const [sends, setSends] = useState<WecomSendRecord[]>([]);
  const [load] = useState(() => async () => {
    const [one, detail] = await Promise.all([
      request<WecomTaskRecord>('GET', pathWith(wecomTaskPaths.one, { id })),
      request<{ list: WecomSendRecord[] }>('GET', wecomTaskPaths.sends, { query: { id, pageSize: 100 } }),
    ]);
    setTask(one);
    setSends(detail.list);
    return one.status === 'sending';
  });
  usePolling(load);
  if (!task) return <LinearProgress />;
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6">{task.name}</Typography>
        <Typography sx={{ my: 1, whiteSpace: 'pre-wrap' }}>{task.content}</Typography>
        {task.linkUrl && <Typography variant="body2">{`${task.linkTitle ?? ''} ${task.linkUrl}`}</Typography>}
        <Typography variant="body2" sx={{ my: 1 }} data-testid="wecom-progress">
          {`${wecomTaskStatusNames[task.status]} · ${TEXTS.progress} ${progressOf(task)}`}
        </Typography>
        <LinearProgress variant="determinate" value={task.total ? ((task.sent + task.failed) / task.total) * 100 : 0} sx={{ mb: 2 }} />
        <Table size="small">
          <TableHead>
            <TableRow>
              {[TEXTS.customer, TEXTS.status, TEXTS.reason, TEXTS.sentAt].map((head) => (
                <TableCell key={head}>{head}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sends.map((send) => (
              <TableRow key={send.externalUserId}>
                <TableCell>{send.customerName}</TableCell>
                <TableCell>{wecomSendStatusNames[send.status]}</TableCell>
                <TableCell>{send.reason ?? ''}</TableCell>
                <TableCell>{time(send.sentAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
