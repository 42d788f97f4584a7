import { MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { studioApi } from './studioApi';
import { type InteractionRow } from '../../schemas/interactionTemplate';
import { videoTemplateTexts } from '../../schemas/videoTemplate';
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
    studioApi
      .interactions()
      .then(setOptions)
      .catch(() => undefined);
  }, []);
  const link = async (next: string) => {
    try {
      await studioApi.linkInteraction(templateId, next === '' ? null : next);
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
