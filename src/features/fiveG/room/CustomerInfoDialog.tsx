import {
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  MenuItem,
  Radio,
  RadioGroup,
  Switch,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import {
  checkCustomerValues,
  customerFormTexts as T,
  type CustomerField,
  type CustomerValue,
  type CustomerValues,
} from '../../../schemas/customerForm';
import { ApiError } from '../../../dataProvider/httpClient';
import type { RoomApi } from './roomApi';

/** The first values: what was saved, else the call's customer for name and phone, else each field's default. */
function startingValues(
  fields: CustomerField[],
  saved: CustomerValues | null,
  customer: { name: string; phone: string },
): CustomerValues {
  if (saved) return saved;
  const values: CustomerValues = {};
  for (const field of fields) {
    if (field.key === 'firstCustomerName' && customer.name) values[field.key] = customer.name;
    else if (field.key === 'firstCustomerPhone' && customer.phone) values[field.key] = customer.phone;
    else if (field.defaultValue === undefined) continue;
    else if (field.type === 'switch') values[field.key] = field.defaultValue === 'true';
    else if (field.type === 'number') values[field.key] = Number(field.defaultValue);
    else if (field.type === 'checkbox') values[field.key] = field.defaultValue.split(/[,，]/).filter(Boolean);
    else values[field.key] = field.defaultValue;
  }
  return values;
}

function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: CustomerField;
  value: CustomerValue | undefined;
  error: string | undefined;
  onChange(value: CustomerValue | undefined): void;
}) {
  const options = field.options ?? [];
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const common = {
    label: field.name,
    required: Boolean(field.require),
    error: Boolean(error),
    helperText: error ?? ' ',
  };
  switch (field.type) {
    case 'radio':
    case 'checkbox':
    case 'switch':
      return (
        <FormControl error={Boolean(error)} required={Boolean(field.require)} component="fieldset">
          <FormLabel component="legend">{field.name}</FormLabel>
          {field.type === 'radio' && (
            <RadioGroup row aria-label={field.name} value={text} onChange={(e) => onChange(e.target.value)}>
              {options.map((option) => (
                <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option} />
              ))}
            </RadioGroup>
          )}
          {field.type === 'checkbox' && (
            <FormGroup row>
              {options.map((option) => {
                const picks = Array.isArray(value) ? value : [];
                return (
                  <FormControlLabel
                    key={option}
                    label={option}
                    control={
                      <Checkbox
                        size="small"
                        checked={picks.includes(option)}
                        onChange={(e) =>
                          onChange(
                            e.target.checked
                              ? options.filter((o) => o === option || picks.includes(o))
                              : picks.filter((p) => p !== option),
                          )
                        }
                      />
                    }
                  />
                );
              })}
            </FormGroup>
          )}
          {field.type === 'switch' && (
            <Switch
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
              slotProps={{ input: { 'aria-label': field.name } }}
            />
          )}
          <FormHelperText>{error ?? ' '}</FormHelperText>
        </FormControl>
      );
    case 'select':
      return (
        <TextField {...common} select fullWidth size="small" value={text} onChange={(e) => onChange(e.target.value)}>
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          fullWidth
          size="small"
          value={text}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      );
    default:
      return (
        <TextField
          {...common}
          fullWidth
          size="small"
          type={field.type === 'date' || field.type === 'time' ? field.type : 'text'}
          multiline={field.type === 'textarea'}
          minRows={field.type === 'textarea' ? 3 : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{
            inputLabel: field.type === 'date' || field.type === 'time' ? { shrink: true } : undefined,
            htmlInput: { maxLength: 500 },
          }}
        />
      );
  }
}

/**
 * The 客户信息 modal of the 5G room (spec 1 §2.5, §3; spec 2 §2.4): the tenant's configured fields, checked as
 * spec 1 §5 says, saved to the session so its record shows them.
 */
export function CustomerInfoDialog({
  api,
  customer,
  onClose,
}: {
  api: RoomApi;
  customer: { name: string; phone: string };
  onClose(): void;
}) {
  const notify = useNotify();
  const [fields, setFields] = useState<CustomerField[] | null>(null);
  const [values, setValues] = useState<CustomerValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { name, phone } = customer;
  useEffect(() => {
    let active = true;
    api
      .customerInfo()
      .then((info) => {
        if (!active) return;
        setFields(info.fields);
        setValues(startingValues(info.fields, info.values, { name, phone }));
      })
      .catch((err: Error) => {
        notify(err.message, { type: 'error' });
        onClose();
      });
    return () => {
      active = false;
    };
  }, [api, name, phone, notify, onClose]);

  const save = async () => {
    if (!fields) return;
    const checked = checkCustomerValues(fields, values);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    setBusy(true);
    try {
      await api.saveCustomerInfo(checked.values);
      notify(T.saved, { type: 'success' });
      onClose();
    } catch (err) {
      const fieldErrors =
        err instanceof ApiError ? (err.result as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fieldErrors) setErrors(fieldErrors);
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="customer-info-title">
      <DialogTitle id="customer-info-title">{T.title}</DialogTitle>
      <DialogContent>
        {fields === null ? (
          <CircularProgress size={24} sx={{ display: 'block', mx: 'auto', my: 3 }} />
        ) : (
          <Grid container columnSpacing={2} sx={{ pt: 1 }}>
            {fields.map((field) => (
              <Grid key={field.key} size={{ xs: 12, sm: field.colSpan === 24 ? 12 : 6 }}>
                <FieldInput
                  field={field}
                  value={values[field.key]}
                  error={errors[field.key]}
                  onChange={(value) =>
                    setValues((current) => {
                      const next = { ...current };
                      if (value === undefined) delete next[field.key];
                      else next[field.key] = value;
                      return next;
                    })
                  }
                />
              </Grid>
            ))}
          </Grid>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || fields === null}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
