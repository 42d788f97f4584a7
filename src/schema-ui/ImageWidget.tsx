import { Box, Button, FormHelperText, FormLabel, Stack } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { schemaUiApi } from './schemaUiApi';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_TEXT } from '../schemas/agent';
import { SCHEMA_UI_TEXTS } from './texts';

const IMAGE_EXTENSIONS = /\.(jpe?g|png)$/i;

/** Why a picked image cannot be used, or null (spec 1 §5: jpg, jpeg or png under 5 MB). */
function imageProblem(file: { name: string; size: number }): string | null {
  if (!IMAGE_EXTENSIONS.test(file.name)) return SCHEMA_UI_TEXTS.imageTypes;
  if (file.size >= IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE_TEXT;
  return null;
}

/** An image uploaded through the file API; the field keeps its URL. The recommended size is the schema's description. */
export function ImageWidget({ id, value, onChange, label, required, schema, rawErrors, readonly }: WidgetProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      onChange(await schemaUiApi.uploadImage(file));
      notify(SCHEMA_UI_TEXTS.uploaded, { type: 'success' });
    } catch {
      // The client already showed the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <FormLabel required={required} htmlFor={id}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={2} alignItems="center">
        {typeof value === 'string' && value !== '' && (
          <Box component="img" src={value} alt={label} sx={{ height: 64, borderRadius: 1 }} />
        )}
        <Button component="label" variant="outlined" disabled={busy || readonly}>
          {SCHEMA_UI_TEXTS.uploadImage}
          <input
            id={id}
            hidden
            type="file"
            accept=".jpg,.jpeg,.png"
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </Button>
      </Stack>
      {schema.description && <FormHelperText>{schema.description}</FormHelperText>}
      {rawErrors?.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
    </Stack>
  );
}
