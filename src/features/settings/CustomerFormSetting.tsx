import AddIcon from '@mui/icons-material/Add';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Checkbox,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { ApiError } from '../../dataProvider/httpClient';
import { settingsApi } from './settingsApi';
import {
  CHOICE_TYPES,
  CUSTOMER_FIELD_TYPE_NAMES,
  CUSTOMER_FIELD_TYPES,
  customerFormTexts as T,
  type CustomerField,
  type CustomerFieldType,
} from '../../schemas/customerForm';

/** A row as edited: the options as one text, split on save. */
type Row = CustomerField & { optionText: string };

const rowOf = (field: CustomerField): Row => ({ ...field, optionText: (field.options ?? []).join('，') });
const fieldOf = ({ optionText, ...field }: Row): CustomerField => {
  const options = optionText
    .split(/[,，]/)
    .map((o) => o.trim())
    .filter(Boolean);
  return { ...field, ...(CHOICE_TYPES.includes(field.type) ? { options } : { options: undefined }) };
};

/**
 * The tenant's customer-information form (spec 1 §3 'seats-info'), set by its tenant admin: each field's key,
 * name, type, whether required, its pattern, default, options and width, in the order the agent sees them.
 */
export function CustomerFormSetting() {
  const notify = useNotify();
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    void settingsApi
      .customerForm()
      .then((form) => setRows(form.fields.map(rowOf)))
      .catch(() => undefined);
  }, []);
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const save = async () => {
    try {
      const form = await settingsApi.saveCustomerForm({ fields: rows.map(fieldOf) });
      setRows(form.fields.map(rowOf));
      setErrors({});
      notify(T.saved, { type: 'success' });
    } catch (err) {
      if (err instanceof ApiError) setErrors((err.result as { fields?: Record<string, string> } | null)?.fields ?? {});
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    }
  };
  const problem = (index: number, key: string) => errors[`fields.${index}.${key}`] ?? errors[`fields/${index}/${key}`];
  return (
    <Paper sx={{ p: 2, mb: 2, overflowX: 'auto' }} role="group" aria-label={T.configTitle}>
      <Typography variant="subtitle1">{T.configTitle}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.configHint}
      </Typography>
      {/* Narrow cell padding: the fields of a row fit the page at 1366 wide, its buttons in view. */}
      <Table size="small" sx={{ '& .MuiTableCell-root': { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            {[T.key, T.name, T.type, T.require, T.options, T.pattern, T.defaultValue, T.colSpan, ''].map((title, i) => (
              <TableCell key={i} sx={{ whiteSpace: 'nowrap' }}>
                {title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index} data-testid="customer-field">
              <TableCell>
                <TextField
                  size="small"
                  value={row.key}
                  onChange={(e) => change(index, { key: e.target.value })}
                  error={Boolean(problem(index, 'key'))}
                  helperText={problem(index, 'key')}
                  slotProps={{ htmlInput: { 'aria-label': `${T.key} ${index + 1}`, maxLength: 40 } }}
                  sx={{ minWidth: 120 }}
                />
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  value={row.name}
                  onChange={(e) => change(index, { name: e.target.value })}
                  error={Boolean(problem(index, 'name'))}
                  helperText={problem(index, 'name')}
                  slotProps={{ htmlInput: { 'aria-label': `${T.name} ${index + 1}`, maxLength: 20 } }}
                  sx={{ minWidth: 110 }}
                />
              </TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={row.type}
                  onChange={(e) => change(index, { type: e.target.value as CustomerFieldType })}
                  slotProps={{ htmlInput: { 'aria-label': `${T.type} ${index + 1}` } }}
                  sx={{ minWidth: 110 }}
                >
                  {CUSTOMER_FIELD_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {CUSTOMER_FIELD_TYPE_NAMES[type]}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={Boolean(row.require)}
                  onChange={(e) => change(index, { require: e.target.checked })}
                  slotProps={{ input: { 'aria-label': `${T.require} ${index + 1}` } }}
                />
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  value={row.optionText}
                  disabled={!CHOICE_TYPES.includes(row.type)}
                  onChange={(e) => change(index, { optionText: e.target.value })}
                  error={Boolean(problem(index, 'options'))}
                  helperText={problem(index, 'options')}
                  slotProps={{ htmlInput: { 'aria-label': `${T.options} ${index + 1}` } }}
                  sx={{ minWidth: 110 }}
                />
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  value={row.pattern ?? ''}
                  onChange={(e) => change(index, { pattern: e.target.value })}
                  error={Boolean(problem(index, 'pattern'))}
                  helperText={problem(index, 'pattern')}
                  slotProps={{ htmlInput: { 'aria-label': `${T.pattern} ${index + 1}`, maxLength: 200 } }}
                  sx={{ minWidth: 110 }}
                />
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  value={row.defaultValue ?? ''}
                  onChange={(e) => change(index, { defaultValue: e.target.value })}
                  slotProps={{ htmlInput: { 'aria-label': `${T.defaultValue} ${index + 1}`, maxLength: 200 } }}
                  sx={{ minWidth: 90 }}
                />
              </TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={row.colSpan ?? 12}
                  onChange={(e) => change(index, { colSpan: Number(e.target.value) as 12 | 24 })}
                  slotProps={{ htmlInput: { 'aria-label': `${T.colSpan} ${index + 1}` } }}
                >
                  {[12, 24].map((span) => (
                    <MenuItem key={span} value={span}>
                      {T.colSpans[span]}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={T.moveUp}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`${T.moveUp} ${index + 1}`}
                      disabled={index === 0}
                      onClick={() =>
                        setRows((current) => {
                          const next = [...current];
                          [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
                          return next;
                        })
                      }
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={T.remove}>
                  <IconButton
                    size="small"
                    aria-label={`${T.remove} ${index + 1}`}
                    onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            setRows((current) => [
              ...current,
              {
                key: `field${current.length + 1}`,
                name: '',
                type: 'input',
                require: false,
                colSpan: 12,
                optionText: '',
              },
            ])
          }
        >
          {T.addField}
        </Button>
        <Button variant="contained" onClick={() => void save()}>
          {T.save}
        </Button>
      </Stack>
    </Paper>
  );
}
