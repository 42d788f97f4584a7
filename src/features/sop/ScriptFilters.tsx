import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { SOP_STAGES } from '../../schemas/sop';
import type { ScriptQuery } from './sopApi';
import { sopPageTexts } from './sopTexts';

export interface ScriptFiltersProps {
  products: string[];
  query: ScriptQuery;
  onChange(query: ScriptQuery): void;
  /** Narrow places (the room's side panel) stack the filters. */
  compact?: boolean;
}

/** Product, stage and a search of titles, contents and keywords (searched on Enter). */
export function ScriptFilters({ products, query, onChange, compact = false }: ScriptFiltersProps) {
  const [typed, setTyped] = useState(query.keyword ?? '');
  const select = (
    label: string,
    all: string,
    value: string | undefined,
    options: readonly string[],
    key: 'product' | 'stage',
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange({ ...query, [key]: event.target.value || undefined })}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={compact ? 'column' : 'row'} spacing={1.5} useFlexGap flexWrap="wrap">
      {select(sopPageTexts.product, sopPageTexts.allProducts, query.product, products, 'product')}
      {select(sopPageTexts.stage, sopPageTexts.allStages, query.stage, SOP_STAGES, 'stage')}
      <TextField
        size="small"
        label={sopPageTexts.search}
        placeholder={sopPageTexts.searchPlaceholder}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && onChange({ ...query, keyword: typed.trim() || undefined })}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: 220 }}
      />
    </Stack>
  );
}
