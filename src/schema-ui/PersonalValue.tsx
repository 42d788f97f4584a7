import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { isMasked } from '../domain/personalData';
import { personalDataTexts } from '../schemas/personalData';
import type { RevealRecord } from '../schemas/personalData';
import { schemaUiApi } from './schemaUiApi';

/**
 * A customer's phone as the server answered it: masked (138****5678) for a role that may not see it in full,
 * with an eye beside it that reveals this one record's value (the server logs each reveal).
 */
export function PersonalValue({ value, record, id }: { value: string; record: RevealRecord; id: string }) {
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!isMasked(value) || shown !== null) return <span>{shown ?? value}</span>;
  const reveal = async () => {
    setBusy(true);
    try {
      setShown(await schemaUiApi.revealPhone(record, id));
    } catch {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} component="span">
      <span>{value}</span>
      <Tooltip title={personalDataTexts.reveal}>
        <IconButton
          size="small"
          aria-label={personalDataTexts.reveal}
          disabled={busy}
          onClick={(event) => {
            event.stopPropagation();
            void reveal();
          }}
        >
          <VisibilityIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
