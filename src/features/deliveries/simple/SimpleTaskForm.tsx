import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { deliveriesApi } from '../deliveriesApi';
import type { DeliveryTaskRecord } from '../../../schemas/deliveryTask';
import {
  SIMPLE_TASK_TYPES,
  simpleTaskProblems,
  simpleTaskTypeNames,
  type SimpleTaskSources,
  type SimpleTaskType,
} from '../../../schemas/simpleTask';
import { SIMPLE_TASK_FORM_TEXTS } from './texts';

const EMPTY = { phone: '', taskType: '', contentId: '', recipientName: '' };

/** The form (spec 2 §5 "Task form"): phone, task type, one of that type's items, and the recipient's name. */
export function SimpleTaskForm({
  sources,
  onCreated,
}: {
  sources: SimpleTaskSources;
  onCreated: (task: DeliveryTaskRecord) => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const items = sources.items.filter((item) => item.taskType === form.taskType);

  const submit = async () => {
    const problems = simpleTaskProblems(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      const body = {
        phone: form.phone.trim(),
        // simpleTaskProblems has refused an empty type.
        taskType: form.taskType as SimpleTaskType,
        contentId: form.contentId,
        ...(form.recipientName.trim() ? { recipientName: form.recipientName.trim() } : {}),
      };
      onCreated(await deliveriesApi.createSimple(body));
    } catch (err) {
      const fields = (err as { result?: { fields?: Record<string, string> } }).result?.fields;
      setErrors(fields ?? { form: (err as Error).message });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack spacing={2}>
      <TextField
        label={SIMPLE_TASK_FORM_TEXTS.phone}
        required
        value={form.phone}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
        error={Boolean(errors.phone)}
        helperText={errors.phone}
        onChange={(e) => setForm({ ...form, phone: e.target.value })}
      />
      <TextField
        select
        label={SIMPLE_TASK_FORM_TEXTS.taskType}
        required
        value={form.taskType}
        error={Boolean(errors.taskType)}
        helperText={errors.taskType}
        onChange={(e) => setForm({ ...form, taskType: e.target.value, contentId: '' })}
      >
        {SIMPLE_TASK_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {simpleTaskTypeNames[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={SIMPLE_TASK_FORM_TEXTS.content}
        required
        value={form.contentId}
        error={Boolean(errors.contentId)}
        helperText={errors.contentId}
        onChange={(e) => setForm({ ...form, contentId: e.target.value })}
      >
        {items.map((item) => (
          <MenuItem key={item._id} value={item._id}>
            {item.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={SIMPLE_TASK_FORM_TEXTS.recipient}
        value={form.recipientName}
        error={Boolean(errors.recipients ?? errors.recipientName)}
        helperText={errors.recipients ?? errors.recipientName}
        onChange={(e) => setForm({ ...form, recipientName: e.target.value })}
      />
      <Typography
        variant="body2"
        color="text.secondary"
      >{`${SIMPLE_TASK_FORM_TEXTS.window}：${sources.sendWindow.startSendTime} - ${sources.sendWindow.finishSendTime}`}</Typography>
      {errors.form && (
        <Typography role="alert" color="error">
          {errors.form}
        </Typography>
      )}
      <Button variant="contained" size="large" disabled={pending} onClick={() => void submit()}>
        {SIMPLE_TASK_FORM_TEXTS.submit}
      </Button>
    </Stack>
  );
}
