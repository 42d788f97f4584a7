import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { BACKGROUND_IMAGE_EXTENSIONS, BACKGROUND_VIDEO_EXTENSIONS } from '../../domain/scene/backgroundUpload';
import { BACKGROUND_COLOURS, BACKGROUND_LIBRARY, DIGITAL_TEMPLATES } from '../../domain/scene/library';
import { useDigitalTemplates } from './useDigitalChoices';
import { setBackground } from '../../domain/scene/nodes';
import type { Background, SceneNode } from '../../domain/scene/types';
import { PictureChoice } from './PictureChoice';
import { useMaterialPictures } from './useMaterialPictures';
import { STUDIO_TEXTS } from './texts';
import { backgroundOf, type BackgroundUpload } from './useBackgroundUpload';
import type { TemplateEditor } from './useTemplateEditor';

type Kind = Exclude<Background['kind'], 'none' | 'video'>;
const ACCEPTED = [...BACKGROUND_IMAGE_EXTENSIONS, ...BACKGROUND_VIDEO_EXTENSIONS].map((ext) => `.${ext}`).join(',');

/** The node's background: an image (or a video) chosen or uploaded, a colour or a digital-human template (the presenter or an avatar allotted to the user), one at a time. */
export function BackgroundPanel({
  editor,
  node,
  upload,
}: {
  editor: TemplateEditor;
  node: SceneNode;
  upload: BackgroundUpload;
}) {
  const bg = node.background;
  const pictures = useMaterialPictures(1, BACKGROUND_LIBRARY);
  const digitalTemplates = useDigitalTemplates();
  const put = (background: Background) => editor.apply((scene) => setBackground(scene, background));
  const kind: Kind = bg.kind === 'none' ? 'color' : bg.kind === 'video' ? 'image' : bg.kind;
  const choose = (next: Kind | null) => {
    if (next === 'image') put({ kind: 'image', ...pick(BACKGROUND_LIBRARY[0]) });
    if (next === 'color') put({ kind: 'color', color: BACKGROUND_COLOURS[0] });
    if (next === 'digital') put({ kind: 'digital', digitalTemplateId: DIGITAL_TEMPLATES[0].id });
  };
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={kind}
        onChange={(_, next: Kind | null) => choose(next)}
        disabled={!editor.editable}
      >
        <ToggleButton value="image">{STUDIO_TEXTS.backgroundImage}</ToggleButton>
        <ToggleButton value="color">{STUDIO_TEXTS.backgroundColour}</ToggleButton>
        <ToggleButton value="digital">{STUDIO_TEXTS.backgroundDigital}</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button
          component="label"
          size="small"
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={!editor.editable || upload.running !== null}
        >
          {STUDIO_TEXTS.uploadBackground}
          <input
            hidden
            type="file"
            accept={ACCEPTED}
            aria-label={STUDIO_TEXTS.uploadBackground}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload.start(file, node.id);
            }}
          />
        </Button>
        <Typography variant="caption" color="text.secondary">
          {STUDIO_TEXTS.uploadHint}
        </Typography>
      </Stack>
      {bg.kind === 'video' && <Typography variant="body2">{STUDIO_TEXTS.uploadedVideo}</Typography>}
      {(bg.kind === 'image' || bg.kind === 'video') && upload.uploaded.length > 0 && (
        <>
          <Typography variant="caption" color="text.secondary">
            {STUDIO_TEXTS.uploadedBackgrounds}
          </Typography>
          <PictureChoice
            items={upload.uploaded.map((item) => ({ key: item._id, name: item.name, url: item.poster ?? item.url }))}
            chosen={bg._id}
            disabled={!editor.editable}
            onChoose={(key) => {
              const item = upload.uploaded.find((entry) => entry._id === key);
              if (item) put(backgroundOf(item));
            }}
          />
        </>
      )}
      {(bg.kind === 'image' || bg.kind === 'video') && (
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
          items={digitalTemplates.map((item) => ({ key: item.id, name: item.name, url: item.url }))}
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
