import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { BACKGROUND_COLOURS, BACKGROUND_LIBRARY, DIGITAL_TEMPLATES } from '../../domain/scene/library';
import { setBackground } from '../../domain/scene/nodes';
import type { Background, SceneNode } from '../../domain/scene/types';
import { PictureChoice } from './PictureChoice';
import { useMaterialPictures } from './useMaterialPictures';
import { STUDIO_TEXTS } from './texts';
import type { TemplateEditor } from './useTemplateEditor';

type Kind = Exclude<Background['kind'], 'none'>;

/** The node's background: an image, a colour or a digital-human template, one at a time. */
export function BackgroundPanel({ editor, node }: { editor: TemplateEditor; node: SceneNode }) {
  const bg = node.background;
  const pictures = useMaterialPictures(1, BACKGROUND_LIBRARY);
  const put = (background: Background) => editor.apply((scene) => setBackground(scene, background));
  const kind: Kind = bg.kind === 'none' ? 'color' : bg.kind;
  const choose = (next: Kind | null) => {
    if (next === 'image') put({ kind: 'image', ...pick(BACKGROUND_LIBRARY[0]) });
    if (next === 'color') put({ kind: 'color', color: BACKGROUND_COLOURS[0] });
    if (next === 'digital') put({ kind: 'digital', digitalTemplateId: DIGITAL_TEMPLATES[0].id });
  };
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup size="small" exclusive value={kind} onChange={(_, next: Kind | null) => choose(next)} disabled={!editor.editable}>
        <ToggleButton value="image">{STUDIO_TEXTS.backgroundImage}</ToggleButton>
        <ToggleButton value="color">{STUDIO_TEXTS.backgroundColour}</ToggleButton>
        <ToggleButton value="digital">{STUDIO_TEXTS.backgroundDigital}</ToggleButton>
      </ToggleButtonGroup>
      {bg.kind === 'image' && (
        <PictureChoice
          items={pictures.map((item) => ({ key: item._id, name: item.name, url: item.url }))}
          chosen={bg._id}
          disabled={!editor.editable}
          onChoose={(key) => {
            const item = pictures.find((entry) => entry._id === key);
            if (item) put({ kind: 'image', ...pick(item) });
          }}
        />
      )}
      {bg.kind === 'digital' && (
        <PictureChoice
          items={DIGITAL_TEMPLATES.map((item) => ({ key: item.id, name: item.name, url: item.url }))}
          chosen={bg.digitalTemplateId}
          disabled={!editor.editable}
          onChoose={(key) => put({ kind: 'digital', digitalTemplateId: key })}
        />
      )}
      {(bg.kind === 'color' || bg.kind === 'none') && (
        <Stack direction="row" spacing={1} alignItems="center">
          {BACKGROUND_COLOURS.map((colour) => (
            <Box
              key={colour}
              role="button"
              aria-label={`${STUDIO_TEXTS.backgroundColour}${colour}`}
              onClick={() => editor.editable && put({ kind: 'color', color: colour })}
              sx={{
                width: 28,
                height: 28,
                borderRadius: 1,
                bgcolor: colour,
                border: '2px solid',
                borderColor: bg.kind === 'color' && bg.color === colour ? 'primary.main' : 'divider',
                cursor: editor.editable ? 'pointer' : 'default',
              }}
            />
          ))}
          <input
            type="color"
            aria-label={STUDIO_TEXTS.backgroundColour}
            disabled={!editor.editable}
            value={bg.kind === 'color' ? bg.color : '#ffffff'}
            onChange={(event) => put({ kind: 'color', color: event.target.value })}
          />
          <Typography variant="caption">{bg.kind === 'color' ? bg.color : ''}</Typography>
        </Stack>
      )}
    </Stack>
  );
}

const pick = (item: { _id: string; url: string }) => ({ _id: item._id, url: item.url });
