import { Box, Stack, Typography } from '@mui/material';

export interface PictureItem {
  key: string;
  name: string;
  url: string;
}

/** A row of pictures to choose from; the chosen one is framed. */
export function PictureChoice({
  items,
  chosen,
  disabled,
  onChoose,
}: {
  items: readonly PictureItem[];
  chosen?: string;
  disabled: boolean;
  onChoose(key: string): void;
}) {
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {items.map((item) => (
        <Box
          key={item.key}
          role="button"
          aria-label={item.name}
          aria-disabled={disabled}
          onClick={() => !disabled && onChoose(item.key)}
          sx={{ width: 72, textAlign: 'center', cursor: disabled ? 'default' : 'pointer', opacity: disabled ? 0.6 : 1 }}
        >
          <Box
            sx={{
              width: 64,
              height: 64,
              mx: 'auto',
              border: '2px solid',
              borderColor: chosen === item.key ? 'primary.main' : 'divider',
              borderRadius: 1,
              background: `center / contain no-repeat url("${item.url}")`,
              bgcolor: '#fafafa',
            }}
          />
          <Typography variant="caption" noWrap component="div">
            {item.name}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
