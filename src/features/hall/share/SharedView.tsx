import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { drivesShare } from '../../../domain/shareSync';
import { playsAsVideo, type RoomShare } from '../../../schemas/roomShare';
import { useHall } from '../HallContext';
import { hallTexts } from '../hallTexts';
import { SharedFile } from './SharedFile';
import { SharedVideo } from './SharedVideo';
import { SharedWeb } from './SharedWeb';
import { shareTexts } from './shareTexts';

function SharedContent({ share }: { share: RoomShare }) {
  if (share.kind === 'file') return <SharedFile share={share} />;
  // A video, and a digital human speaking, play on both sides in step.
  if (playsAsVideo(share)) return <SharedVideo share={share} />;
  // Links, marketing-centre pages and digital-human content of a page of its own are pages.
  return <SharedWeb share={share} />;
}

/** What the room shares, as both sides see it: its name, who controls it, and the item itself. */
export function SharedView() {
  const { share, role, api } = useHall();
  if (!share) return null;
  const controllerName = share.controller === 'client' ? hallTexts.customer : hallTexts.agent;
  const product = share.kind === 'web' || share.kind === 'yxzx';
  const endProduct = () => void api.stopShare().catch(() => undefined);
  return (
    <Box
      data-testid="shared-view"
      data-kind={share.kind}
      sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="subtitle2" data-testid="shared-name" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {share.name}
        </Typography>
        <Chip
          size="small"
          color={drivesShare(role, share.controller) ? 'primary' : 'default'}
          label={shareTexts.following(controllerName)}
          sx={{ flexShrink: 0 }}
        />
        {role === 'customer' && product && (
          <Button size="small" color="error" onClick={endProduct} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {shareTexts.endShare}
          </Button>
        )}
      </Stack>
      <SharedContent key={`${share.id}:${share.startedAt}`} share={share} />
    </Box>
  );
}
