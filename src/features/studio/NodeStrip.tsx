import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Button, ButtonGroup, Stack } from '@mui/material';
import { addNode, removeNode } from '../../domain/scene/nodes';
import type { Scene } from '../../domain/scene/types';
import { newId } from './ids';
import { STUDIO_TEXTS } from './texts';
import type { TemplateEditor } from './useTemplateEditor';

/** The swiper of nodes: one shows at a time; nodes are added (at most 5) and removed (at least 1 stays). */
export function NodeStrip({ editor, scene }: { editor: TemplateEditor; scene: Scene }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      flexWrap="wrap"
      useFlexGap
      alignItems="center"
      aria-label={STUDIO_TEXTS.nodes}
      role="tablist"
    >
      {scene.nodes.map((node, index) => (
        <ButtonGroup key={node.id} size="small" variant={index === scene.current ? 'contained' : 'outlined'}>
          <Button role="tab" aria-selected={index === scene.current} onClick={() => editor.showNode(index)}>
            {node.pointName || `${STUDIO_TEXTS.node}${index + 1}`}
          </Button>
          {editor.editable && (
            <Button
              aria-label={`${STUDIO_TEXTS.removeNode}${node.pointName}`}
              onClick={() => editor.changeNodes((s) => removeNode(s, index))}
            >
              <CloseIcon fontSize="inherit" />
            </Button>
          )}
        </ButtonGroup>
      ))}
      {editor.editable && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => editor.changeNodes((s) => addNode(s, newId()))}>
          {STUDIO_TEXTS.addNode}
        </Button>
      )}
    </Stack>
  );
}
