import { Stack, Typography } from '@mui/material';
import { BACKGROUND_LIBRARY, QA_CARD_LIBRARY } from '../../domain/scene/library';
import type { MaterialImageType } from '../../schemas/materialImage';
import { PictureChoice, useMaterialPictures } from '../studio';

const BUILT_IN: Partial<Record<MaterialImageType, readonly { _id: string; name: string; url: string }[]>> = {
  1: BACKGROUND_LIBRARY,
  3: QA_CARD_LIBRARY,
};

/** A picture of the config list (type 1 backgrounds, type 3 cards), chosen by its url; a second click clears it. */
export function PicturePick({
  label,
  type,
  value,
  disabled,
  onChange,
}: {
  label: string;
  type: MaterialImageType;
  value: string;
  disabled: boolean;
  onChange(url: string): void;
}) {
  const pictures = useMaterialPictures(type, BUILT_IN[type]);
  return (
    <Stack spacing={0.5} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <PictureChoice
        items={pictures.map((item) => ({ key: item.url, name: item.name, url: item.url }))}
        chosen={value}
        disabled={disabled}
        onChoose={(url) => onChange(url === value ? '' : url)}
      />
    </Stack>
  );
}
