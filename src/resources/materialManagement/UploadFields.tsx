import { Button, FormControl, FormHelperText, FormLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { FILE_TEXTS } from './texts';

export interface FilePickProps {
  label: string;
  buttonText: string;
  accept: string;
  hint: string;
  file: File | null;
  error?: string;
  disabled?: boolean;
  onPick: (file: File | null) => void;
}

/** One file from the computer: a button, the chosen file's name, and what is wrong with it. */
export function FilePick({ label, buttonText, accept, hint, file, error, disabled, onPick }: FilePickProps) {
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel required>{label}</FormLabel>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
        <Button component="label" variant="outlined" disabled={disabled}>
          {buttonText}
          <input
            hidden
            type="file"
            aria-label={label}
            accept={accept}
            onChange={(event) => {
              onPick(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} data-testid="picked-file">
          {file ? file.name : FILE_TEXTS.noFileChosen}
        </Typography>
      </Stack>
      <FormHelperText>{error ?? hint}</FormHelperText>
    </FormControl>
  );
}

export interface OrganisationSelectProps {
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** The organisations the admin may place an upload in (its tenant's; every one for the platform admin). */
export function OrganisationSelect({ value, error, disabled, onChange }: OrganisationSelectProps) {
  const { data = [] } = useGetList('organizations', { pagination: { page: 1, perPage: 200 }, filter: {} });
  return (
    <TextField
      select
      required
      fullWidth
      label={FILE_TEXTS.organisation}
      value={data.some((org) => org.id === value) ? value : ''}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {data.map((org) => (
        <MenuItem key={String(org.id)} value={String(org.id)}>
          {String(org.orgName)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface NameFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (name: string) => void;
}

/** The upload's name, filled from the file until the person writes their own. */
export function NameField({ label, value, error, disabled, onChange }: NameFieldProps) {
  return (
    <TextField
      required
      fullWidth
      label={label}
      value={value}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
