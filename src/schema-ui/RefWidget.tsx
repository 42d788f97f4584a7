import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useGetList } from 'react-admin';
import type { PropertyHints } from '../schemas/annotations';

type RefKind = NonNullable<PropertyHints['x-ref']>;

interface RefOption {
  value: string;
  label: string;
}

/** How a form finds the records a reference may point at; `filter` may follow the form's other values. */
export interface RefSource {
  resource: string;
  perPage?: number;
  filter?: (values: Record<string, unknown>) => Record<string, unknown> | null;
  option: (record: Record<string, unknown>) => RefOption;
  /** Records already at hand (e.g. the roles of the login result); no request is made. */
  records?: () => Record<string, unknown>[];
}

export interface RefContext {
  refs?: Partial<Record<RefKind, RefSource>>;
  values: Record<string, unknown>;
}

const fallbackSources: Record<RefKind, RefSource> = {
  tenant: { resource: 'tenant', perPage: 500, option: (r) => ({ value: String(r._id), label: String(r.name) }) },
  orgAccount: {
    resource: 'organizations',
    perPage: 200,
    option: (r) => ({ value: String(r._id), label: String(r.orgName) }),
  },
  sysRole: { resource: 'sysRole', perPage: 500, option: (r) => ({ value: String(r._id), label: String(r.roleName) }) },
  agent: {
    resource: 'accountSetting',
    perPage: 500,
    option: (r) => ({ value: String(r._id), label: String(r.fullName) }),
  },
  // The plan books of the chosen insurance kind (spec 2 §5); none until a kind is chosen.
  insurancePlanBook: {
    resource: 'insurancePlanBook',
    perPage: 100,
    filter: (values) =>
      typeof values.insuranceKind === 'string' && values.insuranceKind ? { kind: values.insuranceKind } : null,
    option: (r) => ({ value: String(r._id), label: String(r.name) }),
  },
  // A digital human's avatar and voice: the form hands over the user's choices (refs); none without them.
  avatar: { resource: 'avatar', records: () => [], option: (r) => ({ value: String(r._id), label: String(r.name) }) },
  voice: { resource: 'voice', records: () => [], option: (r) => ({ value: String(r._id), label: String(r.name) }) },
};

/** A select over another resource's records (`x-ref`), e.g. the company, organisation or role of a user. */
export function RefWidget(props: WidgetProps) {
  const { id, value, onChange, label, required, disabled, readonly, rawErrors, schema, registry } = props;
  const kind = (schema as PropertyHints)['x-ref'] ?? 'tenant';
  const context = registry.formContext as RefContext | undefined;
  const source = context?.refs?.[kind] ?? fallbackSources[kind];
  const filter = source.filter ? source.filter(context?.values ?? {}) : {};
  const { data = [], isPending } = useGetList(
    source.resource,
    { pagination: { page: 1, perPage: source.perPage ?? 500 }, filter: filter ?? {} },
    { enabled: filter !== null && !source.records },
  );
  const records = source.records ? source.records() : (data as Record<string, unknown>[]);
  const options = filter === null ? [] : records.map((record) => source.option(record));
  const current = typeof value === 'string' ? value : '';
  const known = options.some((o) => o.value === current);
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={known ? current : ''}
      error={(rawErrors?.length ?? 0) > 0}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      helperText={isPending && filter !== null && !source.records ? '…' : undefined}
      slotProps={{ select: { MenuProps: { disablePortal: false } } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
