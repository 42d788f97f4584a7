import {
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { matchPath, useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePolling } from '../../dataProvider/usePolling';
import { wecomTasksApi } from './wecomTasksApi';
import type { ListResult } from '../../schemas/api';
import { PAGE_SIZE, PagedTable, type Column } from '../../schema-ui/PagedTable';
import {
  wecomKindNames,
  wecomSendStatusNames,
  wecomTaskStatusNames,
  wecomTaskTexts,
  type WecomContact,
  type WecomSendRecord,
  type WecomTaskKind,
  type WecomTaskRecord,
} from '../../schemas/wecomTask';
import { WecomLinkPicker } from './WecomLinkPicker';
import { WECOM_TASKS_TEXTS } from './texts';
import { pageLink, pagePath, type PageName } from '../../domain/pages';

/** The pages of each kind of task. */
const KIND_PAGES = {
  mass: { list: 'wecomMassTasks', create: 'wecomMassTaskCreate', detail: 'wecomMassTaskDetail' },
  moments: { list: 'wecomMomentsTasks', create: 'wecomMomentsTaskCreate', detail: 'wecomMomentsTaskDetail' },
} as const satisfies Record<WecomTaskKind, Record<string, PageName>>;

/** The kind of task a page is about, from the page its path matches. */
function useKind(): { kind: WecomTaskKind; pages: (typeof KIND_PAGES)[WecomTaskKind] } {
  const { pathname } = useLocation();
  const moments = Object.values(KIND_PAGES.moments).some((name) => matchPath(pagePath(name), pathname));
  const kind: WecomTaskKind = moments ? 'moments' : 'mass';
  return { kind, pages: KIND_PAGES[kind] };
}

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '');
const progressOf = (task: WecomTaskRecord) => `${task.sent + task.failed}/${task.total}`;

/** /wecomMassSendingTask/list and /wecomMomentsTask/list. */
export function WecomTaskList() {
  const { kind, pages } = useKind();
  const navigate = useNavigate();
  const [tasks, setTasks] = useState<ListResult<WecomTaskRecord>>({ list: [], count: 0 });
  const [page, setPage] = useState(0);
  const load = useCallback(async () => {
    const answer = await wecomTasksApi.list({ type: kind, pageIndex: page + 1, pageSize: PAGE_SIZE });
    setTasks(answer);
    return answer.list.some((task) => task.status === 'sending');
  }, [kind, page]);
  usePolling(load);
  const columns: Column<WecomTaskRecord>[] = [
    { title: WECOM_TASKS_TEXTS.name, cell: (task) => task.name },
    {
      title: WECOM_TASKS_TEXTS.content,
      cell: (task) => (
        <Typography variant="body2" noWrap sx={{ maxWidth: 240 }}>
          {task.content}
        </Typography>
      ),
    },
    { title: WECOM_TASKS_TEXTS.status, cell: (task) => wecomTaskStatusNames[task.status] },
    { title: WECOM_TASKS_TEXTS.progress, cell: progressOf },
    { title: WECOM_TASKS_TEXTS.createdAt, cell: (task) => time(task.createdAt) },
    {
      title: WECOM_TASKS_TEXTS.actions,
      cell: (task) => (
        <Button size="small" onClick={() => navigate(pageLink(pages.detail, { id: task._id }))}>
          {WECOM_TASKS_TEXTS.detail}
        </Button>
      ),
    },
  ];
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" sx={{ mb: 2 }}>
          <Typography variant="h6">{wecomKindNames[kind]}</Typography>
          <Button variant="contained" onClick={() => navigate(pageLink(pages.create))}>
            {WECOM_TASKS_TEXTS.create}
          </Button>
        </Stack>
        <PagedTable
          columns={columns}
          rows={tasks.list}
          count={tasks.count}
          page={page}
          onPage={setPage}
          empty={WECOM_TASKS_TEXTS.empty}
          testId="wecom-task"
        />
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
    void wecomTasksApi.contacts().then(setContacts);
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
      const body = {
        type: kind,
        name: form.name,
        content: form.content,
        recipients: chosen,
        ...(form.linkUrl ? { linkUrl: form.linkUrl, linkTitle: form.linkTitle } : {}),
      };
      await wecomTasksApi.create(body);
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
            {WECOM_TASKS_TEXTS.create} · {wecomKindNames[kind]}
          </Typography>
          {field('name', WECOM_TASKS_TEXTS.name)}
          {field('content', WECOM_TASKS_TEXTS.content, true)}
          <WecomLinkPicker
            onPick={(link) => setForm((current) => ({ ...current, linkTitle: link.title, linkUrl: link.url }))}
          />
          {field('linkTitle', WECOM_TASKS_TEXTS.linkTitle)}
          {field('linkUrl', WECOM_TASKS_TEXTS.linkUrl)}
          <Typography variant="subtitle2" color={fields.recipients ? 'error' : undefined}>
            {WECOM_TASKS_TEXTS.recipients} {fields.recipients}
          </Typography>
          <Stack direction="row" flexWrap="wrap">
            {contacts.map((c) => (
              <FormControlLabel
                key={c.externalUserId}
                label={c.name}
                control={
                  <Checkbox
                    checked={chosen.includes(c.externalUserId)}
                    onChange={(e) =>
                      setChosen(
                        e.target.checked
                          ? [...chosen, c.externalUserId]
                          : chosen.filter((id) => id !== c.externalUserId),
                      )
                    }
                  />
                }
              />
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void submit()}>
              {WECOM_TASKS_TEXTS.submit}
            </Button>
            <Button onClick={() => navigate(-1)}>{WECOM_TASKS_TEXTS.cancel}</Button>
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
  const [sends, setSends] = useState<ListResult<WecomSendRecord>>({ list: [], count: 0 });
  const [page, setPage] = useState(0);
  const load = useCallback(async () => {
    const [one, detail] = await Promise.all([
      wecomTasksApi.one(id),
      wecomTasksApi.sends({ id, pageIndex: page + 1, pageSize: PAGE_SIZE }),
    ]);
    setTask(one);
    setSends(detail);
    return one.status === 'sending';
  }, [id, page]);
  usePolling(load);
  if (!task) return <LinearProgress />;
  const columns: Column<WecomSendRecord & { _id: string }>[] = [
    { title: WECOM_TASKS_TEXTS.customer, cell: (send) => send.customerName },
    { title: WECOM_TASKS_TEXTS.status, cell: (send) => wecomSendStatusNames[send.status] },
    { title: WECOM_TASKS_TEXTS.reason, cell: (send) => send.reason ?? '' },
    { title: WECOM_TASKS_TEXTS.sentAt, cell: (send) => time(send.sentAt) },
  ];
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6">{task.name}</Typography>
        <Typography sx={{ my: 1, whiteSpace: 'pre-wrap' }}>{task.content}</Typography>
        {task.linkUrl && <Typography variant="body2">{`${task.linkTitle ?? ''} ${task.linkUrl}`}</Typography>}
        <Typography variant="body2" sx={{ my: 1 }} data-testid="wecom-progress">
          {`${wecomTaskStatusNames[task.status]} · ${WECOM_TASKS_TEXTS.progress} ${progressOf(task)}`}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={task.total ? ((task.sent + task.failed) / task.total) * 100 : 0}
          sx={{ mb: 2 }}
        />
        <PagedTable
          columns={columns}
          rows={sends.list.map((send) => ({ ...send, _id: send.externalUserId }))}
          count={sends.count}
          page={page}
          onPage={setPage}
          empty={WECOM_TASKS_TEXTS.noSends}
          testId="wecom-send"
        />
      </CardContent>
    </Card>
  );
}
