import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { dualRecordTexts } from '../../domain/dualRecord';

/** One reason a line, blank lines left out. */
const reasonLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
import { useNotify } from 'react-admin';
import { chinaDateTime } from '../../domain/chinaTime';
import {
  personalDataTexts as T,
  RETENTION_KIND_NAMES,
  type PersonalDataSettings,
  type RetentionDeletion,
} from '../../schemas/personalData';
import { PAGE_SIZE, PagedTable, type Column } from '../../schema-ui/PagedTable';
import { privacyApi } from './privacyApi';

const deletionColumns: Column<RetentionDeletion>[] = [
  { title: T.deletedAt, cell: (d) => chinaDateTime(d.deletedAt) },
  { title: T.kind, cell: (d) => RETENTION_KIND_NAMES[d.kind] },
  { title: T.summary, cell: (d) => d.summary },
  { title: T.recordAt, cell: (d) => chinaDateTime(d.recordAt) },
];

function RetentionLog({ tenant, editable }: { tenant: string | undefined; editable: boolean }) {
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<RetentionDeletion[]>([]);
  const [count, setCount] = useState(0);
  const load = useCallback(async () => {
    const found = await privacyApi.deletions(tenant, page, PAGE_SIZE);
    setRows(found.list);
    setCount(found.count);
  }, [tenant, page]);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  const run = async () => {
    try {
      await privacyApi.runRetention(tenant);
      notify(T.runQueued, { type: 'success' });
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    }
  };
  return (
    <Paper sx={{ p: 2, mb: 2 }} role="group" aria-label={T.retentionTitle}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="subtitle1">{T.deletedTitle}</Typography>
        {editable && (
          <Button size="small" variant="outlined" onClick={() => void run()}>
            {T.runNow}
          </Button>
        )}
        <Button size="small" onClick={() => void load()}>
          {T.search}
        </Button>
      </Stack>
      <PagedTable
        columns={deletionColumns}
        rows={rows}
        count={count}
        page={page}
        onPage={setPage}
        empty={T.deletedEmpty}
        testId="retention-row"
      />
    </Paper>
  );
}

/** 系统设置 › 个人信息保护: which roles see full values, how long recordings and messages are kept, the consent text. */
export function PrivacySettingsPanel({ tenant, editable }: { tenant: string | undefined; editable: boolean }) {
  const notify = useNotify();
  const [settings, setSettings] = useState<PersonalDataSettings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The pause reasons as the admin types them, one a line; null until edited. */
  const [reasonsText, setReasonsText] = useState<string | null>(null);
  useEffect(() => {
    void privacyApi
      .settings(tenant)
      .then(setSettings)
      .catch(() => undefined);
  }, [tenant]);
  if (!settings) return null;
  const reasons = reasonsText ?? settings.pauseReasons.join('\n');
  const change = (next: Partial<PersonalDataSettings>) => setSettings({ ...settings, ...next });
  const save = async () => {
    try {
      const saved = await privacyApi.saveSettings({
        fullDataRoleIds: settings.fullDataRoleIds,
        recordingDays: settings.recordingDays,
        smsDays: settings.smsDays,
        consentText: settings.consentText,
        pauseReasons: reasonLines(reasons),
      });
      setSettings(saved);
      setReasonsText(null);
      setProblem(null);
      notify(T.saved, { type: 'success' });
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    }
  };
  const days = (key: 'recordingDays' | 'smsDays', label: string) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={settings[key]}
      disabled={!editable}
      onChange={(event) => change({ [key]: Number(event.target.value) })}
      slotProps={{ htmlInput: { min: 1, max: 36500 } }}
    />
  );
  return (
    <>
      <Paper sx={{ p: 2, mb: 2 }} role="group" aria-label={T.title}>
        <Typography variant="subtitle1">{T.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {T.hint}
        </Typography>
        <Typography variant="body2">{T.fullRoles}</Typography>
        <FormGroup row sx={{ mb: 2 }}>
          {settings.roles.map((role) => (
            <FormControlLabel
              key={role._id}
              label={role.roleName}
              control={
                <Checkbox
                  disabled={!editable}
                  checked={settings.fullDataRoleIds.includes(role._id)}
                  onChange={(event) =>
                    change({
                      fullDataRoleIds: event.target.checked
                        ? [...settings.fullDataRoleIds, role._id]
                        : settings.fullDataRoleIds.filter((id) => id !== role._id),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {T.retentionHint}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
          {days('recordingDays', T.recordingDays)}
          {days('smsDays', T.smsDays)}
        </Stack>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={T.consentText}
          value={settings.consentText}
          disabled={!editable}
          onChange={(event) => change({ consentText: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          sx={{ mb: 2 }}
        />
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={dualRecordTexts.pauseReasons}
          helperText={dualRecordTexts.pauseReasonsHint}
          value={reasons}
          disabled={!editable}
          onChange={(event) => setReasonsText(event.target.value)}
          sx={{ mb: 2 }}
        />
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {editable && (
          <Button variant="contained" onClick={() => void save()}>
            {T.save}
          </Button>
        )}
      </Paper>
      <RetentionLog tenant={tenant} editable={editable} />
    </>
  );
}
