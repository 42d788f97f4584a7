import CallEndIcon from '@mui/icons-material/CallEnd';
import DrawIcon from '@mui/icons-material/Draw';
import HomeIcon from '@mui/icons-material/Home';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import ScreenShareIcon from '@mui/icons-material/ScreenShare';
import StopScreenShareIcon from '@mui/icons-material/StopScreenShare';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useHall } from '../HallContext';
import { hallTexts } from '../hallTexts';
import { FooterItem } from './FooterItem';
import { InviteItem } from './InviteDialog';
import { useDebounced } from './useDebounced';

export interface HallFooterProps {
  /** Ends the current share (web, file, video, digital human, whiteboard); shown while one is on. */
  onEndShare?: () => void;
  /** Asks to end the session (the page confirms). */
  onEnd: () => void;
  /** Items of the features that add their own (beauty, invite, host controls …), in order. */
  extra?: ReactNode;
  /** The video-sales tenant's back-to-home, when the room has a product page. */
  onBackHome?: () => void;
}

/** The agent's footer toolbar (spec 2 §2.2). */
export function HallFooter({ onEndShare, onEnd, extra, onBackHome }: HallFooterProps) {
  const hall = useHall();
  const { media, variant } = hall;
  const noMedia = media.local === null;
  const endShare = useDebounced(() => onEndShare?.(), 1000);
  const sharing = hall.share !== null || hall.whiteboard;
  return (
    <Stack
      component="footer"
      direction="row"
      spacing={0.5}
      justifyContent="center"
      alignItems="center"
      sx={{ bgcolor: 'grey.900', py: 0.5, px: 2, flexShrink: 0, flexWrap: 'wrap' }}
    >
      <FooterItem
        icon={media.audioOn ? <MicIcon /> : <MicOffIcon />}
        label={hallTexts.microphone}
        checked={media.audioOn && !noMedia}
        disabled={noMedia}
        onClick={media.toggleAudio}
      />
      <FooterItem
        icon={media.videoOn ? <VideocamIcon /> : <VideocamOffIcon />}
        label={hallTexts.camera}
        checked={media.videoOn && !noMedia}
        disabled={noMedia}
        onClick={media.toggleVideo}
      />
      {extra}
      <FooterItem
        icon={<DrawIcon />}
        label={hallTexts.whiteboard}
        checked={hall.whiteboard}
        onClick={() => hall.setWhiteboard(!hall.whiteboard)}
      />
      {variant === 'standard' && (
        <FooterItem
          icon={<ScreenShareIcon />}
          label={hallTexts.share}
          checked={hall.panel === '1'}
          onClick={() => hall.openPanel(hall.panel === '1' ? null : '1')}
        />
      )}
      <InviteItem />
      {hall.botTranscript && (
        <FooterItem
          icon={<SmartToyIcon />}
          label={hallTexts.botTranscript}
          checked={hall.panel === 'bot'}
          onClick={() => hall.openPanel(hall.panel === 'bot' ? null : 'bot')}
        />
      )}
      {hall.useSop && (
        <>
          <FooterItem
            icon={<MenuBookIcon />}
            label={hallTexts.scripts}
            checked={hall.panel === '3'}
            onClick={() => hall.openPanel(hall.panel === '3' ? null : '3')}
          />
          <FooterItem
            icon={<SupportAgentIcon />}
            label={hallTexts.assistant}
            checked={hall.panel === '4'}
            onClick={() => hall.openPanel(hall.panel === '4' ? null : '4')}
          />
        </>
      )}
      {variant === 'videoSells' && onBackHome && (
        <FooterItem icon={<HomeIcon />} label={hallTexts.backHome} onClick={onBackHome} />
      )}
      {sharing && onEndShare && (
        <FooterItem icon={<StopScreenShareIcon />} label={hallTexts.endShare} onClick={endShare} />
      )}
      <FooterItem icon={<CallEndIcon />} label={hallTexts.end(variant)} danger onClick={onEnd} />
      <FooterItem icon={<RefreshIcon />} label={hallTexts.refresh} onClick={() => window.location.reload()} />
    </Stack>
  );
}

/** Kept for the pages that import the item from here. */
export { FooterItem } from './FooterItem';
