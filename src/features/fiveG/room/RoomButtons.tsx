import { Button, Stack } from '@mui/material';
import { roomTexts } from './roomTexts';
import type { RoomPanelKey } from './RoomSidePanel';

export interface RoomButtonsProps {
  /** The tenant has fiveGSop: the script library and the real-time assistance. */
  sop: boolean;
  /** Sharing during a connected call: the end-share button shows. */
  showEndShare: boolean;
  onPanel(panel: RoomPanelKey): void;
  onEndShare(): void;
  onEndSession(): void;
}

/** The room's button bar (spec 2 §2.3). */
export function RoomButtons({ sop, showEndShare, onPanel, onEndShare, onEndSession }: RoomButtonsProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      justifyContent="center"
      flexWrap="wrap"
      useFlexGap
      sx={{ py: 1.5 }}
      data-testid="room-buttons"
    >
      <Button variant="contained" onClick={() => onPanel('1')}>
        {roomTexts.share}
      </Button>
      {sop && (
        <>
          <Button variant="outlined" onClick={() => onPanel('3')}>
            {roomTexts.words}
          </Button>
          <Button variant="outlined" onClick={() => onPanel('4')}>
            {roomTexts.assistant}
          </Button>
        </>
      )}
      {showEndShare && (
        <Button variant="outlined" color="warning" onClick={onEndShare}>
          {roomTexts.endShare}
        </Button>
      )}
      <Button variant="contained" color="error" onClick={onEndSession}>
        {roomTexts.endSession}
      </Button>
    </Stack>
  );
}
