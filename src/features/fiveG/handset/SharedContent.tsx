import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { handsetTexts, type HandsetShare } from '../../../schemas/callService';

/** What the agent shares, as the customer's phone shows it: pictures with a pager (following the agent's page turns), or a link. */
export function SharedContent({ share }: { share: HandsetShare }) {
  const [page, setPage] = useState(0);
  const agentPage = share.kind === 'image' ? (share.page ?? 1) : 1;
  useEffect(() => setPage(agentPage - 1), [agentPage]);
  if (share.kind === 'none') return null;
  return (
    <Box data-testid="handset-share" sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 1, p: 1 }}>
      <Typography variant="subtitle2">
        {handsetTexts.shared}：{share.name}
      </Typography>
      {share.kind === 'link' ? (
        <Stack spacing={1}>
          <Box component="iframe" title={share.name} src={share.url} sx={{ width: '100%', height: 320, border: 0 }} />
          <Link href={share.url} target="_blank" rel="noreferrer">
            {handsetTexts.openLink}
          </Link>
        </Stack>
      ) : (
        <Stack spacing={1} alignItems="center">
          <Box
            component="img"
            src={share.urls[Math.min(page, share.urls.length - 1)]}
            alt={share.name}
            sx={{ maxWidth: '100%', maxHeight: 360 }}
          />
          {share.urls.length > 1 && (
            <Stack direction="row" spacing={1} alignItems="center">
              <Button size="small" disabled={page === 0} onClick={() => setPage(page - 1)}>
                ‹
              </Button>
              <Typography variant="caption" data-testid="handset-share-page">
                {Math.min(page, share.urls.length - 1) + 1}/{share.urls.length}
              </Typography>
              <Button size="small" disabled={page >= share.urls.length - 1} onClick={() => setPage(page + 1)}>
                ›
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
}
