import AutoFixNormalIcon from '@mui/icons-material/AutoFixNormal';
import CreateIcon from '@mui/icons-material/Create';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, IconButton, Paper, Tooltip } from '@mui/material';
import { BOARD_COLOURS, BOARD_WIDTHS, type BoardTool } from '../../../domain/whiteboard';
import { whiteboardTexts as texts } from './whiteboardTexts';

export interface BoardPen {
  tool: BoardTool;
  colour: string;
  width: number;
}

export interface BoardToolbarProps {
  pen: BoardPen;
  onPen(pen: BoardPen): void;
  onUndo(): void;
  onClear(): void;
}

/** Pen colours and widths, the eraser, undo of one's own last stroke, and clearing the surface. */
export function BoardToolbar({ pen, onPen, onUndo, onClear }: BoardToolbarProps) {
  const drawing = pen.tool === 'pen';
  return (
    <Paper
      role="toolbar"
      aria-label={texts.tools}
      elevation={3}
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        zIndex: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        p: 0.5,
        gap: 0.25,
      }}
    >
      <Tooltip title={texts.pen} placement="right">
        <IconButton
          size="small"
          aria-label={texts.pen}
          aria-pressed={drawing}
          color={drawing ? 'primary' : 'default'}
          onClick={() => onPen({ ...pen, tool: 'pen' })}
        >
          <CreateIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {BOARD_COLOURS.map((colour) => (
        <IconButton
          key={colour}
          size="small"
          aria-label={texts.colours[colour]}
          aria-pressed={drawing && pen.colour === colour}
          onClick={() => onPen({ ...pen, tool: 'pen', colour })}
        >
          <Box
            sx={{
              width: 16,
              height: 16,
              borderRadius: '50%',
              bgcolor: colour,
              outline: drawing && pen.colour === colour ? '2px solid' : 'none',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            }}
          />
        </IconButton>
      ))}
      {BOARD_WIDTHS.map((width) => (
        <IconButton
          key={width}
          size="small"
          aria-label={texts.widths[width]}
          aria-pressed={pen.width === width}
          onClick={() => onPen({ ...pen, tool: 'pen', width })}
        >
          <Box
            sx={{
              width: 18,
              height: width,
              borderRadius: 1,
              bgcolor: pen.width === width ? 'primary.main' : 'grey.600',
            }}
          />
        </IconButton>
      ))}
      <Tooltip title={texts.eraser} placement="right">
        <IconButton
          size="small"
          aria-label={texts.eraser}
          aria-pressed={!drawing}
          color={drawing ? 'default' : 'primary'}
          onClick={() => onPen({ ...pen, tool: 'eraser' })}
        >
          <AutoFixNormalIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={texts.undo} placement="right">
        <IconButton size="small" aria-label={texts.undo} onClick={onUndo}>
          <UndoIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={texts.clear} placement="right">
        <IconButton size="small" aria-label={texts.clear} onClick={onClear}>
          <DeleteSweepIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Paper>
  );
}
