import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ScriptCard } from './ScriptCard';
import { ScriptFilters } from './ScriptFilters';
import type { ScriptQuery } from './sopApi';
import { sopPageTexts } from './sopTexts';
import { useScripts } from './useScripts';

/** The room's script library panel (spec 2 §2.2 panel 3, §2.3 panel 3): the scripts to read, searchable. */
export function ScriptLibraryPanel() {
  const [query, setQuery] = useState<ScriptQuery>({});
  const scripts = useScripts(query);
  return (
    <Stack spacing={1.5} sx={{ p: 2 }} data-testid="sop-library-panel">
      <ScriptFilters products={scripts.products} query={query} onChange={setQuery} compact />
      {!scripts.loading && scripts.list.length === 0 && (
        <Typography color="text.secondary">{sopPageTexts.empty}</Typography>
      )}
      {scripts.list.map((script) => (
        <ScriptCard key={script._id} script={script} />
      ))}
    </Stack>
  );
}
