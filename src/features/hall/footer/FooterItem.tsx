import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One footer item: an icon above its label, pressed ("checked") while its thing is on (spec 2 §2.2). */
export function FooterItem({
  icon,
  label,
  onClick,
  checked = false,
  danger = false,
  disabled = false,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  checked?: boolean;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <Box
      component="button"
      type="button"
      aria-pressed={checked}
      disabled={disabled}
      onClick={onClick}
      sx={{
        border: 0,
        bgcolor: 'transparent',
        // On the dark footer: a light blue that keeps 4.5:1 on it (the primary blue's light shade does not).
        color: danger ? 'error.light' : checked ? '#69b1ff' : 'grey.100',
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.4 : 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.25,
        minWidth: 64,
        py: 0.5,
        borderRadius: 1,
        '&:hover': { bgcolor: disabled ? 'transparent' : 'grey.800' },
      }}
    >
      {icon}
      <Typography variant="caption">{label}</Typography>
    </Box>
  );
}
