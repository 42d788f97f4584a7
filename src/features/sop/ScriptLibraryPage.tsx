import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import type { SopScriptRecord } from '../../schemas/sop';
import { storedAgent } from '../../session/session';
import { ScriptCard } from './ScriptCard';
import { ScriptDialog } from './ScriptDialog';
import { ScriptFilters } from './ScriptFilters';
import { sopApi, type ScriptQuery } from './sopApi';
import { sopPageTexts } from './sopTexts';
import { useScripts } from './useScripts';

/** /sopIframe/words: the script library, searchable by product, stage and words; admins keep the scripts in their scope. */
export function ScriptLibraryPage() {
  const [query, setQuery] = useState<ScriptQuery>({});
  const scripts = useScripts(query);
  const level = storedAgent()?.agentRole.level ?? '1';
  const [editing, setEditing] = useState<SopScriptRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<SopScriptRecord | null>(null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <ScriptFilters products={scripts.products} query={query} onChange={setQuery} />
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {sopPageTexts.count(scripts.list.length)}
        </Typography>
        {(level === '2' || level === '3') && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {sopPageTexts.add}
          </Button>
        )}
      </Stack>
      <Stack role="list" aria-label={sopPageTexts.titles.words} spacing={2}>
        {!scripts.loading && scripts.list.length === 0 && (
          <Typography color="text.secondary">{sopPageTexts.empty}</Typography>
        )}
        {scripts.list.map((script) => (
          <ScriptCard
            key={script._id}
            script={script}
            actions={
              script.mayChange && (
                <>
                  <Button size="small" onClick={() => setEditing(script)}>
                    {sopPageTexts.edit}
                  </Button>
                  <Button size="small" color="error" onClick={() => setRemoving(script)}>
                    {sopPageTexts.remove}
                  </Button>
                </>
              )
            }
          />
        ))}
      </Stack>
      {editing && (
        <ScriptDialog
          script={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            scripts.reload();
          }}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        title={sopPageTexts.remove}
        content={sopPageTexts.removeQuestion}
        onConfirm={() => {
          const script = removing;
          setRemoving(null);
          if (script) void sopApi.remove(script._id).then(scripts.reload, () => undefined);
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
