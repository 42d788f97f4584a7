import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { FaceCheckPhase } from '../../../domain/faceCheck';
import { AssistantPanel, ScriptLibraryPanel } from '../../sop';
import { roomTexts } from './roomTexts';

/** Side panel keys of the 5G room (spec 2 §2.3): 1 share list, 3 script library, 4 real-time assistance. */
export type RoomPanelKey = '1' | '3' | '4';

export interface RoomSidePanelProps {
  panel: RoomPanelKey | null;
  onClose(): void;
  serviceId: string;
  faceCheck: FaceCheckPhase;
  shareList: ReactNode;
}

export function RoomSidePanel({ panel, onClose, serviceId, faceCheck, shareList }: RoomSidePanelProps) {
  if (panel === null) return null;
  return (
    <Box
      component="aside"
      data-testid="side-panel"
      data-panel={panel}
      sx={{
        width: { xs: '100%', md: 420 },
        flexShrink: 0,
        bgcolor: 'background.paper',
        borderLeft: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
      }}
    >
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          {roomTexts.panelTitles[panel]}
        </Typography>
        <IconButton size="small" aria-label={roomTexts.closePanel} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}>
        {panel === '1' ? (
          shareList
        ) : panel === '3' ? (
          <ScriptLibraryPanel />
        ) : (
          <AssistantPanel serviceId={serviceId} faceCheck={faceCheck} />
        )}
      </Box>
    </Box>
  );
}
