import {
  Box,
  Button,
  Checkbox,
  FormHelperText,
  FormLabel,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { schemaUiApi, type TransferCandidate as Candidate } from './schemaUiApi';
import { SCHEMA_UI_TEXTS } from './texts';

const label = (c: Candidate) => `${c.fullName}（${c.loginName}）`;

function Side({
  title,
  items,
  checked,
  onToggle,
  testId,
}: {
  title: string;
  items: Candidate[];
  checked: Set<string>;
  onToggle: (id: string) => void;
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ width: 280, height: 300, overflow: 'auto' }} data-testid={testId}>
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }}>{`${title}（${items.length}）`}</Typography>
      <List dense>
        {items.map((item) => (
          <ListItemButton key={item._id} onClick={() => onToggle(item._id)}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <Checkbox edge="start" size="small" tabIndex={-1} checked={checked.has(item._id)} />
            </ListItemIcon>
            <ListItemText primary={label(item)} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}

/**
 * The agents of a service group, picked transfer-style (spec 1 §2.5) from the agents the server offers
 * for the group's tenant and organisation (and the caller's scope).
 */
export function AgentTransferField({
  formData,
  onChange,
  schema,
  fieldPathId,
  registry,
  rawErrors,
}: FieldProps<string[]>) {
  const values = (registry.formContext as { values?: Record<string, unknown> } | undefined)?.values ?? {};
  const tenant = typeof values.tenant === 'string' ? values.tenant : '';
  const orgAccount = typeof values.orgAccount === 'string' ? values.orgAccount : '';
  const chosenIds = Array.isArray(formData) ? formData : [];
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [keyword, setKeyword] = useState('');
  const [checked, setChecked] = useState<Set<string>>(new Set());
  useEffect(() => {
    let live = true;
    schemaUiApi
      .transferCandidates({ tenant, orgAccount, keyword })
      .then((list) => live && setCandidates(list))
      .catch(() => live && setCandidates([]));
    return () => {
      live = false;
    };
  }, [tenant, orgAccount, keyword]);
  const known = new Map(candidates.map((c) => [c._id, c]));
  const chosen = chosenIds.map((id) => known.get(id) ?? { _id: id, loginName: id.slice(0, 8), fullName: '' });
  const left = candidates.filter((c) => !chosenIds.includes(c._id));
  const toggle = (id: string) =>
    setChecked((prev) => new Set(prev.has(id) ? [...prev].filter((x) => x !== id) : [...prev, id]));
  const move = (ids: string[], add: boolean) => {
    onChange(add ? [...chosenIds, ...ids] : chosenIds.filter((id) => !ids.includes(id)), fieldPathId.path);
    setChecked(new Set());
  };
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <FormLabel>{schema.title}</FormLabel>
      <TextField
        size="small"
        label={SCHEMA_UI_TEXTS.searchAgents}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        sx={{ maxWidth: 280 }}
      />
      <Stack direction="row" spacing={2} alignItems="center">
        <Side
          title={SCHEMA_UI_TEXTS.availableAgents}
          items={left}
          checked={checked}
          onToggle={toggle}
          testId="transfer-source"
        />
        <Box>
          <Stack spacing={1}>
            <Button
              variant="outlined"
              size="small"
              onClick={() =>
                move(
                  left.filter((c) => checked.has(c._id)).map((c) => c._id),
                  true,
                )
              }
            >
              {SCHEMA_UI_TEXTS.addAgents}
            </Button>
            <Button
              variant="outlined"
              size="small"
              onClick={() =>
                move(
                  chosenIds.filter((id) => checked.has(id)),
                  false,
                )
              }
            >
              {SCHEMA_UI_TEXTS.removeAgents}
            </Button>
          </Stack>
        </Box>
        <Side
          title={SCHEMA_UI_TEXTS.chosenAgents}
          items={chosen}
          checked={checked}
          onToggle={toggle}
          testId="transfer-target"
        />
      </Stack>
      {rawErrors?.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
    </Stack>
  );
}
