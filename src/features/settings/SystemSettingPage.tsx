import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Suspense, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useNotify } from 'react-admin';
import { settingsApi } from './settingsApi';
import { levelAtLeast } from '../../domain/scope';
import { WHOLE_DAY } from '../../domain/sendWindow';
import { deliveryTaskTexts } from '../../schemas/deliveryTask';
import { storedAgent } from '../../session/session';
import { ClockField } from '../../schema-ui/ClockField';
import {
  isMail,
  mediaDeliverConfigTexts as texts,
  type NoticeMails,
  type OutboxMail,
  type RecordSet,
} from '../../schemas/mediaDeliverConfig';
import { ScopeSelect } from '../../schema-ui/ScopeSelect';
import { StoragePanel } from './StoragePanel';
import { SsoSettings } from './SsoSettings';
import { CustomerFormSetting } from './CustomerFormSetting';
import { PrivacySettingsPanel } from '../privacy';
import { SETTING_TEXTS as T } from './texts';

/** The tenant's last save of either setting, as last read or saved: both share one record. */
interface Saves {
  updatedAt: string | null;
  /** The page's state setter (stable): keeps the newest save seen. */
  setUpdatedAt: Dispatch<SetStateAction<string | null>>;
}

const seen = (saves: Saves, at: string | null) => saves.setUpdatedAt((before) => at ?? before);

/** Saves, then says 配置成功 for the tenant's first save and 更新成功 after; a refusal shows the server's reason. */
async function saved<R extends { updatedAt: string | null }>(
  notify: ReturnType<typeof useNotify>,
  save: () => Promise<R>,
  before: string | null,
): Promise<R | null> {
  try {
    const result = await save();
    notify(before === null ? texts.configured : texts.updated, { type: 'success' });
    return result;
  } catch (err) {
    notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    return null;
  }
}

function RecordWindow({ tenant, editable, saves }: { tenant: string | undefined; editable: boolean; saves: Saves }) {
  const notify = useNotify();
  const [start, setStart] = useState('00:00');
  const [end, setEnd] = useState('23:59');
  const { setUpdatedAt } = saves;
  useEffect(() => {
    void settingsApi
      .recordSet(tenant)
      .then((set) => {
        setStart(set.recordSyncStartTime);
        setEnd(set.recordSyncEndTime);
        setUpdatedAt((before) => set.updatedAt ?? before);
      })
      .catch(() => undefined);
  }, [tenant, setUpdatedAt]);
  const save = async () => {
    const done = await saved<RecordSet>(
      notify,
      () =>
        settingsApi.saveRecordSet({
          ...(tenant ? { tenant } : {}),
          recordSyncStartTime: start,
          recordSyncEndTime: end,
        }),
      saves.updatedAt,
    );
    if (done) seen(saves, done.updatedAt);
  };
  return (
    <TimeWindow
      title={T.recordTitle}
      hint={T.recordHint}
      window={[start, end]}
      onChange={([s, e]) => (setStart(s), setEnd(e))}
      editable={editable}
      onSave={() => void save()}
    />
  );
}

/** A daily window of two times with its title and hint, saved by the button. */
function TimeWindow(props: {
  title: string;
  hint: string;
  window: [string, string];
  onChange: (window: [string, string]) => void;
  editable: boolean;
  onSave: () => void;
}) {
  const [start, end] = props.window;
  return (
    <Paper sx={{ p: 2, mb: 2 }} aria-label={props.title} role="group">
      <Typography variant="subtitle1">{props.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {props.hint}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <ClockField
          label={T.start}
          value={start}
          onChange={(time) => props.onChange([time, end])}
          disabled={!props.editable}
        />
        <ClockField
          label={T.end}
          value={end}
          onChange={(time) => props.onChange([start, time])}
          disabled={!props.editable}
        />
        {props.editable && (
          <Button variant="contained" onClick={props.onSave}>
            {T.save}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The tenant's send window for media-delivery tasks (its fiveGSendTimeConfig), set by the tenant admin. */
function SendWindowSetting({ editable }: { editable: boolean }) {
  const notify = useNotify();
  const [window, setWindow] = useState<[string, string]>([WHOLE_DAY.startSendTime, WHOLE_DAY.finishSendTime]);
  useEffect(() => {
    void settingsApi
      .sendWindow()
      .then((sendWindow) => setWindow([sendWindow.startSendTime, sendWindow.finishSendTime]))
      .catch(() => undefined);
  }, []);
  const save = async () => {
    try {
      await settingsApi.saveSendWindow({ startSendTime: window[0], finishSendTime: window[1] });
      notify(deliveryTaskTexts.windowSaved, { type: 'success' });
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    }
  };
  return (
    <TimeWindow
      title={T.sendTitle}
      hint={T.sendHint}
      window={window}
      onChange={setWindow}
      editable={editable}
      onSave={() => void save()}
    />
  );
}

function NoticeMailList({ tenant, editable, saves }: { tenant: string | undefined; editable: boolean; saves: Saves }) {
  const notify = useNotify();
  const [mails, setMails] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { setUpdatedAt } = saves;
  useEffect(() => {
    void settingsApi
      .noticeMails(tenant)
      .then((found) => {
        setMails(found.noticeMails);
        setUpdatedAt((before) => found.updatedAt ?? before);
      })
      .catch(() => undefined);
  }, [tenant, setUpdatedAt]);
  const store = async (next: string[]) => {
    const done = await saved<NoticeMails>(
      notify,
      () => settingsApi.saveNoticeMails({ ...(tenant ? { tenant } : {}), noticeMails: next }),
      saves.updatedAt,
    );
    if (!done) return;
    setMails(done.noticeMails);
    seen(saves, done.updatedAt);
  };
  const add = () => {
    const mail = draft.trim().toLowerCase();
    if (!isMail(mail)) return setProblem(texts.mailInvalid);
    if (mails.includes(mail)) return setProblem(texts.duplicateMail);
    setProblem(null);
    setDraft('');
    void store([...mails, mail]);
  };
  return (
    <Paper sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1">{T.mailTitle}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.mailHint}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} data-testid="notice-mails">
        {mails.map((mail) => (
          <Chip
            key={mail}
            label={mail}
            onDelete={editable ? () => void store(mails.filter((m) => m !== mail)) : undefined}
          />
        ))}
      </Stack>
      {editable && (
        <Stack direction="row" spacing={2} alignItems="flex-start">
          <TextField
            size="small"
            label={T.mail}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            error={problem !== null}
            helperText={problem ?? ' '}
          />
          <Button variant="outlined" onClick={add}>
            {T.addMail}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

function Outbox({ tenant }: { tenant: string | undefined }) {
  const [mails, setMails] = useState<OutboxMail[]>([]);
  useEffect(() => {
    void settingsApi
      .outbox(tenant, 20)
      .then(setMails)
      .catch(() => undefined);
  }, [tenant]);
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="subtitle1">{T.outbox}</Typography>
      <Table size="small" data-testid="outbox">
        <TableHead>
          <TableRow>
            {[T.sentAt, T.recipients, T.subject, T.mailStatus].map((title) => (
              <TableCell key={title}>{title}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {mails.map((mail) => (
            <TableRow key={mail._id}>
              <TableCell>{new Date(mail.createdAt).toLocaleString('zh-CN')}</TableCell>
              <TableCell>{mail.recipients.join('，')}</TableCell>
              <TableCell title={mail.body}>{mail.subject}</TableCell>
              <TableCell>{T.mailStatuses[mail.status]}</TableCell>
            </TableRow>
          ))}
          {mails.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} align="center">
                {T.outboxEmpty}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** /systemSetting (系统设置): the tenant's recording sync window, send window and customer form (its admin only), audit notice mails and its outbox. */
export function SystemSettingPage() {
  const level = storedAgent()?.agentRole.level ?? '1';
  const platform = level === '4';
  const [tenant, setTenant] = useState<string | undefined>(undefined);
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  const saves: Saves = { updatedAt, setUpdatedAt };
  const editable = levelAtLeast(level, '3');
  const ready = !platform || tenant !== undefined;
  return (
    <Box sx={{ p: 2, maxWidth: 1080 }}>
      <Stack
        component="form"
        aria-label={T.title}
        onSubmit={(event) => event.preventDefault()}
        direction="row"
        spacing={2}
        alignItems="center"
        sx={{ mb: 2 }}
      >
        <Typography variant="h6">{T.title}</Typography>
        {platform && (
          <ScopeSelect
            kind="tenant"
            label={T.tenant}
            value={tenant}
            onChange={(id) => (setUpdatedAt(null), setTenant(id))}
          />
        )}
      </Stack>
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {T.readOnly}
        </Alert>
      )}
      {ready ? (
        <>
          {editable && <StoragePanel tenant={tenant} />}
          {editable && <SsoSettings key={`s${tenant ?? ''}`} tenant={tenant} />}
          {editable && (
            <Suspense fallback={null}>
              <PrivacySettingsPanel key={`p${tenant ?? ''}`} tenant={tenant} editable={level === '3'} />
            </Suspense>
          )}
          <RecordWindow key={`r${tenant ?? ''}`} tenant={tenant} editable={editable} saves={saves} />
          {level === '3' && <SendWindowSetting editable={editable} />}
          {level === '3' && <CustomerFormSetting />}
          <NoticeMailList key={`m${tenant ?? ''}`} tenant={tenant} editable={editable} saves={saves} />
          <Outbox tenant={tenant} />
        </>
      ) : (
        <Alert severity="info">{T.pickTenant}</Alert>
      )}
    </Box>
  );
}
