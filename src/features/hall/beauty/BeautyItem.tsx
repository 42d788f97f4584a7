import FaceRetouchingNaturalIcon from '@mui/icons-material/FaceRetouchingNatural';
import { Popover, Slider, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { BEAUTY_MAX, BEAUTY_MIN } from '../../../domain/beauty';
import type { AgentSetting } from '../../../schemas/agentSetting';
import { FooterItem } from '../footer/FooterItem';
import { useHall } from '../HallContext';
import { hallTexts } from '../hallTexts';
import type { AgentBeauty } from './useAgentBeauty';

const SLIDERS: { key: keyof AgentSetting; label: string }[] = [
  { key: 'beauty', label: hallTexts.beautyLevel },
  { key: 'light', label: hallTexts.light },
  { key: 'ruddy', label: hallTexts.ruddy },
];

/**
 * The beauty footer item (spec 2 §2.2): sliders 美颜, 美白 and 红润 from 1 to 10 over the sent video, as the agent's
 * last room left them (useAgentBeauty); absent while the camera is off.
 */
export function BeautyItem({ beauty }: { beauty: AgentBeauty }) {
  const { media } = useHall();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  if (!media.videoOn || media.local === null) return null;
  const { sliders } = beauty;
  return (
    <div ref={anchor}>
      <FooterItem
        icon={<FaceRetouchingNaturalIcon />}
        label={hallTexts.beauty}
        checked={open}
        onClick={() => setOpen(!open)}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Stack sx={{ p: 2, width: 260 }} spacing={1} data-testid="beauty">
          {SLIDERS.map(({ key, label }) => (
            <Stack key={key} direction="row" spacing={2} alignItems="center">
              <Typography variant="body2" sx={{ width: 40, flexShrink: 0 }}>
                {label}
              </Typography>
              <Slider
                size="small"
                min={BEAUTY_MIN}
                max={BEAUTY_MAX}
                step={1}
                value={sliders[key]}
                valueLabelDisplay="auto"
                aria-label={label}
                onChange={(_, value) => beauty.change({ ...sliders, [key]: value as number })}
                onChangeCommitted={beauty.keep}
              />
            </Stack>
          ))}
        </Stack>
      </Popover>
    </div>
  );
}
