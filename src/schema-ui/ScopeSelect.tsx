import { MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { schemaUiApi, type ScopeKind } from './schemaUiApi';

interface Option {
  _id: string;
  name: string;
}

/**
 * A pick of a tenant (for a platform admin) or an organisation (for a tenant admin) that narrows what an
 * operations page shows; the server keeps every pick inside the session's scope.
 */
export function ScopeSelect({
  kind,
  label,
  value,
  onChange,
  emptyLabel,
}: {
  kind: ScopeKind;
  label: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  emptyLabel?: string;
}) {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    void schemaUiApi
      .scopeOptions(kind)
      .then(setOptions)
      .catch(() => undefined);
  }, [kind]);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      sx={{ minWidth: 180 }}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option._id} value={option._id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
