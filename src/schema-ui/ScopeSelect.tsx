import { MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { request } from '../dataProvider/httpClient';
import type { ListResult } from '../schemas/api';
import { orgAccountPaths } from '../schemas/orgAccount';
import { tenantPaths } from '../schemas/tenant';

interface Option {
  _id: string;
  name: string;
}

const sources = {
  tenant: { path: tenantPaths.base, label: (row: { name?: string }) => row.name ?? '' },
  orgAccount: { path: orgAccountPaths.base, label: (row: { orgName?: string }) => row.orgName ?? '' },
} as const;

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
  kind: keyof typeof sources;
  label: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  emptyLabel?: string;
}) {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    const source = sources[kind];
    void request<ListResult<{ _id: string; name?: string; orgName?: string }>>('GET', source.path, {
      query: { pageIndex: 1, pageSize: 100 },
    })
      .then((found) => setOptions(found.list.map((row) => ({ _id: row._id, name: source.label(row) }))))
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
