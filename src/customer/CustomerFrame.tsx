import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The customer's pages: one column that fits a phone and sits centred on a desktop. */
export function CustomerFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'grey.100',
        display: 'flex',
        justifyContent: 'center',
        alignItems: { xs: 'stretch', sm: 'center' },
      }}
    >
      <Paper sx={{ width: '100%', maxWidth: 440, p: 3, borderRadius: { xs: 0, sm: 2 } }} elevation={0} component="main">
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
