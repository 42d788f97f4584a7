import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export interface ComingLaterProps {
  page: string;
  area: string;
}

/** A route of the spec whose screen belongs to a later release; tests list these so the list only shrinks. */
export function ComingLater({ page, area }: ComingLaterProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4 }} data-testid="coming-later">
      <Title title={page} />
      <Typography variant="h5" gutterBottom>
        {translate('app.pages.comingLater')}
      </Typography>
      <Typography color="text.secondary">{translate('app.pages.comingLaterDetail', { page, area: translate(`app.areas.${area}`) })}</Typography>
    </Box>
  );
}
