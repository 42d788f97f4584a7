import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { SopScriptRecord } from '../../schemas/sop';

export interface ScriptCardProps {
  script: SopScriptRecord;
  /** Keywords to show as heard. */
  matched?: string[];
  actions?: ReactNode;
}

/** One script: its title, product and stage, its words and keywords. */
export function ScriptCard({ script, matched = [], actions }: ScriptCardProps) {
  return (
    <Paper role="listitem" variant="outlined" sx={{ p: 1.5 }} data-testid="sop-script">
      <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap">
        <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 120 }}>
          {script.title}
        </Typography>
        <Chip size="small" label={script.product} />
        <Chip size="small" color="primary" variant="outlined" label={script.stage} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
        {script.content}
      </Typography>
      {script.keywords.length > 0 && (
        <Box sx={{ mt: 1, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {script.keywords.map((word) => (
            <Chip
              key={word}
              size="small"
              variant={matched.includes(word) ? 'filled' : 'outlined'}
              color={matched.includes(word) ? 'success' : 'default'}
              label={word}
            />
          ))}
        </Box>
      )}
      {actions && (
        <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1 }}>
          {actions}
        </Stack>
      )}
    </Paper>
  );
}
