import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { addCardParam, editCardParam, removeCardParam, removeElement, setCard } from '../../domain/scene/elements';
import { CARD_LIBRARY } from '../../domain/scene/library';
import { TEMPLATE_VARIABLES, type SceneNode } from '../../domain/scene/types';
import { newId } from './ids';
import { PictureChoice } from './PictureChoice';
import { useMaterialPictures } from './useMaterialPictures';
import { STUDIO_TEXTS } from './texts';
import type { TemplateEditor } from './useTemplateEditor';

const VIDEO_POSTER = '/studio/card-plan.svg';
const VIDEO_CARDS = CARD_LIBRARY.filter((item) => item.mediaType === 'video');

/** The node's card (an image or a video) and the variables written on it. */
export function CardPanel({ editor, node }: { editor: TemplateEditor; node: SceneNode }) {
  const [variable, setVariable] = useState<string>(TEMPLATE_VARIABLES[0].nameKey);
  const disabled = !editor.editable;
  const card = node.card;
  const images = useMaterialPictures(
    3,
    CARD_LIBRARY.filter((item) => item.mediaType === 'image'),
  );
  const cards = [...images.map((item) => ({ ...item, mediaType: 'image' as const })), ...VIDEO_CARDS];
  const choose = (key: string) => {
    const item = cards.find((entry) => entry._id === key);
    if (item && editor.apply((scene) => setCard(scene, { mediaType: item.mediaType, _id: item._id, url: item.url })))
      editor.select({ kind: 'card' });
  };
  const label = (key: string) => TEMPLATE_VARIABLES.find((v) => v.nameKey === key)?.name ?? key;
  return (
    <Stack spacing={1.5}>
      <PictureChoice
        items={cards.map((item) => ({
          key: item._id,
          name: `${item.mediaType === 'video' ? STUDIO_TEXTS.cardVideo : STUDIO_TEXTS.cardImage}·${item.name}`,
          url: item.mediaType === 'video' ? VIDEO_POSTER : item.url,
        }))}
        chosen={card?._id}
        disabled={disabled}
        onChoose={choose}
      />
      {card && (
        <>
          <Typography variant="subtitle2">{STUDIO_TEXTS.cardParams}</Typography>
          {card.params.map((param) => (
            <Stack key={param._id} direction="row" spacing={1} alignItems="center">
              <Typography variant="body2" sx={{ minWidth: 72 }}>
                {label(param.paramsKey)}
              </Typography>
              <TextField
                size="small"
                label={STUDIO_TEXTS.defaultValue}
                value={param.defaultVal}
                disabled={disabled}
                slotProps={{ htmlInput: { maxLength: 50 } }}
                onChange={(event) =>
                  editor.apply((scene) => editCardParam(scene, param._id, { defaultVal: event.target.value }))
                }
              />
              <IconButton
                size="small"
                aria-label={`${STUDIO_TEXTS.deleteParam}${label(param.paramsKey)}`}
                disabled={disabled}
                onClick={() => editor.apply((scene) => removeCardParam(scene, param._id))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          <Stack direction="row" spacing={1} alignItems="center">
            <TextField
              select
              size="small"
              label={STUDIO_TEXTS.variable}
              value={variable}
              disabled={disabled}
              sx={{ minWidth: 120 }}
              onChange={(event) => setVariable(event.target.value)}
            >
              {TEMPLATE_VARIABLES.map((v) => (
                <MenuItem key={v.nameKey} value={v.nameKey}>
                  {v.name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              size="small"
              disabled={disabled}
              onClick={() =>
                editor.apply((scene) => addCardParam(scene, { _id: newId(), paramsKey: variable, defaultVal: '' }))
              }
            >
              {STUDIO_TEXTS.addParam}
            </Button>
          </Stack>
          <Button
            size="small"
            color="error"
            disabled={disabled}
            onClick={() => editor.apply((scene) => removeElement(scene, { kind: 'card' })) && editor.select(null)}
          >
            {`${STUDIO_TEXTS.remove}${STUDIO_TEXTS.card}`}
          </Button>
        </>
      )}
    </Stack>
  );
}
