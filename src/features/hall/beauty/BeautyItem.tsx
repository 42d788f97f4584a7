import FaceRetouchingNaturalIcon from '@mui/icons-material/FaceRetouchingNatural';
import { Popover, Slider, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { BEAUTY_DEFAULT, BEAUTY_MAX, BEAUTY_MIN, beautyFromSliders } from '../../../domain/beauty';
import { FooterItem } from '../footer/FooterItem';
import { useHall } from '../HallContext';
import { hallTexts } from '../hallTexts';

type Sliders = { beauty: number; light: number; ruddy: number };
const SLIDERS: { key: keyof Sliders; label: string }[] = [
  { key: 'beauty', label: hallTexts.beautyLevel },
  { key: 'light', label: hallTexts.light },
  { key: 'ruddy', label: hallTexts.ruddy },
];

/** The beauty footer item (spec 2 §2.2): sliders 美颜, 美白 and 红润 from 1 to 10 (default 5) over the sent video; absent while the camera is off. */
export function BeautyItem() {
  const { media } = useHall();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [sliders, setSliders] = useState<Sliders>({
    beauty: BEAUTY_DEFAULT,
    light: BEAUTY_DEFAULT,
    ruddy: BEAUTY_DEFAULT,
  });
  if (!media.videoOn || media.local === null) return null;

  const change = (key: keyof Sliders, value: number) => {
    const next = { ...sliders, [key]: value };
    setSliders(next);
    media.setBeauty(beautyFromSliders(next));
  };
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
                onChange={(_, value) => change(key, value as number)}
              />
            </Stack>
          ))}
        </Stack>
      </Popover>
    </div>
  );
}
