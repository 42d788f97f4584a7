import { MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import { interactionTemplatePaths, type InteractionRow } from '../../schemas/interactionTemplate';
import { pathWith } from '../../schemas/paths';
import { videoTemplatePaths, videoTemplateTexts } from '../../schemas/videoTemplate';
import { STUDIO_TEXTS } from './texts';

/** The Q&A card template the video asks after playing, chosen among the user's interaction templates. */
export function InteractionLink({
  templateId,
  value,
  disabled,
}: {
  templateId: string;
  value: string | null;
  disabled: boolean;
}) {
  const notify = useNotify();
  const [chosen, setChosen] = useState(value ?? '');
  const [options, setOptions] = useState<InteractionRow[]>([]);
  useEffect(() => {
    request<ListResult<InteractionRow>>('GET', interactionTemplatePaths.list, {
      query: { pageIndex: 1, pageSize: 999 },
      quiet: true,
    })
      .then((answer) => setOptions(answer.list))
      .catch(() => undefined);
  }, []);
  const link = async (next: string) => {
    try {
      await request('PUT', pathWith(videoTemplatePaths.interaction, { id: templateId }), {
        body: { interactionTemplateId: next === '' ? null : next },
      });
      setChosen(next);
      notify(videoTemplateTexts.linked, { type: 'success' });
    } catch {
      // Shown by the client.
    }
  };
  return (
    <TextField
      select
      size="small"
      label={STUDIO_TEXTS.interaction}
      value={chosen}
      disabled={disabled}
      sx={{ minWidth: 180 }}
      onChange={(event) => void link(event.target.value)}
    >
      <MenuItem value="">{STUDIO_TEXTS.noInteraction}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option._id} value={option._id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
