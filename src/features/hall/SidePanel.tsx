import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useHall } from './HallContext';
import { hallTexts } from './hallTexts';
import { AssistantPanel, ScriptLibraryPanel } from '../sop';
import { BotTranscriptPanel } from './BotTranscriptPanel';
import { SharePanel } from './share/SharePanel';

/**
 * The right side panel (spec 2 §2.2), open on a key; the share panel holds the lists of what can be
 * shared. With useSop, keys 3 and 4 are the script library and the real-time assistant.
 */
export function SidePanel() {
  const hall = useHall();
  if (hall.panel === null) return null;
  const sopPanel = hall.useSop && (hall.panel === '3' || hall.panel === '4') ? hall.panel : null;
  return (
    <Box
      component="aside"
      data-testid="side-panel"
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
          {sopPanel === '3'
            ? hallTexts.scripts
            : sopPanel === '4'
              ? hallTexts.assistant
              : hallTexts.panelTitles[hall.panel]}
        </Typography>
        <IconButton size="small" aria-label={hallTexts.closePanel} onClick={() => hall.openPanel(null)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {hall.panel === 'bot' ? (
          <BotTranscriptPanel transcript={hall.botTranscript} />
        ) : sopPanel === '3' ? (
          <ScriptLibraryPanel />
        ) : sopPanel === '4' ? (
          <AssistantPanel serviceId={hall.room.serviceId} faceCheck={hall.faceCheck ?? 'idle'} />
        ) : (
          <SharePanel panelKey={hall.panel} />
        )}
      </Box>
    </Box>
  );
}
