import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { Button, IconButton, List, ListItem, ListItemText, Popover, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { storedAgent } from '../../../session/session';
import { othersThan, type Participant } from '../../../domain/hostControls';
import { shortName } from '../roomEvents';
import { roomControlPaths, roomControlTexts } from '../../../schemas/roomControls';
import { FooterItem } from '../footer/FooterItem';
import { useAgentHallApi, useHall } from '../HallContext';
import { controlTexts as texts } from './controlTexts';
import { useMembers } from './useMembers';

/**
 * The host's members list (spec 2 §3, §4.1): each participant (names cut to 4 characters) with its
 * microphone and camera; the host turns a member's off or on, or mutes and unmutes everyone.
 */
export function MembersItem() {
  const hall = useHall();
  const agentApi = useAgentHallApi();
  const notify = useNotify();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const agent = storedAgent();
  const agentId = agent?._id ?? '';
  const published = hall.media.local !== null;
  const members = useMembers(hall.channel, {
    userId: agentId,
    userName: agent?.fullName ?? hall.room.agentName ?? '',
    role: 'agent',
    isAudio: published && hall.media.audioOn,
    isVideo: published && hall.media.videoOn,
  });
  const others = othersThan(members, agentId);

  const control = async (path: string, body: { users: string[]; mute: boolean; all?: boolean }, done: string) => {
    // A refusal is shown by the call itself.
    const sent = await agentApi.control(path, body).then(
      () => true,
      () => false,
    );
    if (sent) notify(done, { type: 'success' });
  };
  const everyone = (mute: boolean) =>
    void control(
      roomControlPaths.muteUser,
      { users: others, mute, all: true },
      mute ? roomControlTexts.mutedAll : roomControlTexts.unmutedAll,
    );

  return (
    <div ref={anchor}>
      <FooterItem icon={<PeopleAltIcon />} label={texts.members} checked={open} onClick={() => setOpen(!open)} />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Stack sx={{ p: 1.5, minWidth: 280 }} spacing={1} data-testid="members">
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="contained" disabled={others.length === 0} onClick={() => everyone(true)}>
              {texts.muteAll}
            </Button>
            <Button size="small" variant="outlined" disabled={others.length === 0} onClick={() => everyone(false)}>
              {texts.unmuteAll}
            </Button>
          </Stack>
          <List dense disablePadding>
            {members.map((member) => (
              <MemberRow
                key={member.userId}
                member={member}
                self={member.userId === agentId}
                onControl={(path, mute) => void control(path, { users: [member.userId], mute }, roomControlTexts.done)}
              />
            ))}
          </List>
          {others.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {texts.noMembers}
            </Typography>
          )}
        </Stack>
      </Popover>
    </div>
  );
}

function MemberRow({
  member,
  self,
  onControl,
}: {
  member: Participant;
  self: boolean;
  onControl(path: string, mute: boolean): void;
}) {
  const name = shortName(member.userName);
  return (
    <ListItem
      disableGutters
      data-testid="member"
      data-user-id={member.userId}
      data-audio={member.isAudio ? 'on' : 'off'}
      data-video={member.isVideo ? 'on' : 'off'}
    >
      <ListItemText primary={`${name}${self ? texts.host : ''}`} />
      <IconButton
        size="small"
        disabled={self}
        color={member.isAudio ? 'primary' : 'default'}
        aria-label={member.isAudio ? texts.micOff(name) : texts.micOn(name)}
        onClick={() => onControl(roomControlPaths.muteUser, member.isAudio)}
      >
        {member.isAudio ? <MicIcon fontSize="small" /> : <MicOffIcon fontSize="small" />}
      </IconButton>
      <IconButton
        size="small"
        disabled={self}
        color={member.isVideo ? 'primary' : 'default'}
        aria-label={member.isVideo ? texts.cameraOff(name) : texts.cameraOn(name)}
        onClick={() => onControl(roomControlPaths.blindUser, member.isVideo)}
      >
        {member.isVideo ? <VideocamIcon fontSize="small" /> : <VideocamOffIcon fontSize="small" />}
      </IconButton>
    </ListItem>
  );
}
