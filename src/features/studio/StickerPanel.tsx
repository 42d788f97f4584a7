import { Button, Stack, Typography } from '@mui/material';
import { addSticker, removeElement } from '../../domain/scene/elements';
import { STICKER_LIBRARY } from '../../domain/scene/library';
import type { SceneNode } from '../../domain/scene/types';
import { newId } from './ids';
import { PictureChoice } from './PictureChoice';
import { useMaterialPictures } from './useMaterialPictures';

const BUILT_IN = STICKER_LIBRARY.map((item) => ({ _id: item.id, name: item.name, url: item.url }));
import { STUDIO_TEXTS } from './texts';
import type { TemplateEditor } from './useTemplateEditor';

/** Stickers of the node: a click on a picture adds one (at most 5); the selected one can be deleted. */
export function StickerPanel({ editor, node }: { editor: TemplateEditor; node: SceneNode }) {
  const selected = editor.selection;
  const pictures = useMaterialPictures(2, BUILT_IN);
  const add = (key: string) => {
    const sticker = pictures.find((item) => item._id === key);
    if (!sticker) return;
    const id = newId();
    if (editor.apply((scene) => addSticker(scene, { id, url: sticker.url }))) editor.select({ kind: 'sticker', id });
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {STUDIO_TEXTS.stickerCount(node.stickers.length)}
      </Typography>
      <PictureChoice
        items={pictures.map((item) => ({ key: item._id, name: item.name, url: item.url }))}
        disabled={!editor.editable}
        onChoose={add}
      />
      <Button
        size="small"
        color="error"
        disabled={!editor.editable || selected?.kind !== 'sticker'}
        onClick={() => {
          if (selected && editor.apply((scene) => removeElement(scene, selected))) editor.select(null);
        }}
      >
        {STUDIO_TEXTS.removeSelected}
      </Button>
    </Stack>
  );
}
