import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { clampPage, scrollFraction, scrollPosition, type ShareSync } from '../../../domain/shareSync';
import type { RoomShare } from '../../../schemas/roomShare';
import { useReportSharePage } from './sharePage';
import { shareTexts } from './shareTexts';
import { useShareSync, type ShareReport } from './useShareSync';
import { useThrottled } from './useThrottled';

/**
 * A shared document, one page image at a time, loaded through the room's invite-number addresses. The
 * controller turns pages (the page bar is at the top, clear of the hall log) and scrolls; the other side follows.
 */
export function SharedFile({ share }: { share: RoomShare }) {
  const count = share.pages.length;
  const [page, setPage] = useState(1);
  useReportSharePage(page);
  const view = useRef<HTMLDivElement>(null);
  const pendingScroll = useRef<number | null>(null);

  const scrollTo = (fraction: number) => {
    const box = view.current;
    if (box) box.scrollTop = scrollPosition(fraction, box.scrollHeight, box.clientHeight);
  };
  const follow = (sync: ShareSync) => {
    if (sync.page !== undefined) setPage(clampPage(sync.page, count));
    if (sync.scroll) {
      pendingScroll.current = sync.scroll.y;
      scrollTo(sync.scroll.y);
    }
  };
  const fraction = () => {
    const box = view.current;
    return box ? scrollFraction(box.scrollTop, box.scrollHeight, box.clientHeight) : 0;
  };
  const snapshot = (): ShareReport => ({ page, scroll: { x: 0, y: fraction() } });
  const { drives, report } = useShareSync(share, follow, snapshot);
  const reportScroll = useThrottled(() => report({ scroll: { x: 0, y: fraction() } }), 100);

  const turn = (to: number) => {
    const next = clampPage(to, count);
    setPage(next);
    if (view.current) view.current.scrollTop = 0;
    report({ page: next, scroll: { x: 0, y: 0 } });
  };

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="center"
        spacing={1}
        sx={{ py: 0.25, borderBottom: 1, borderColor: 'divider' }}
      >
        {drives && (
          <IconButton size="small" aria-label={shareTexts.previous} disabled={page <= 1} onClick={() => turn(page - 1)}>
            <ChevronLeftIcon />
          </IconButton>
        )}
        <Typography variant="body2" data-testid="shared-page-number">
          {shareTexts.page(page, count)}
        </Typography>
        {drives && (
          <IconButton size="small" aria-label={shareTexts.next} disabled={page >= count} onClick={() => turn(page + 1)}>
            <ChevronRightIcon />
          </IconButton>
        )}
      </Stack>
      <Box
        ref={view}
        onScroll={drives ? reportScroll : undefined}
        sx={{ flex: 1, minHeight: 0, overflowY: drives ? 'auto' : 'hidden', bgcolor: 'grey.200', textAlign: 'center' }}
      >
        <Box
          component="img"
          data-testid="shared-page"
          data-page={page}
          src={share.pages[page - 1]}
          alt={`${share.name} ${shareTexts.page(page, count)}`}
          onLoad={() => pendingScroll.current !== null && scrollTo(pendingScroll.current)}
          sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
        />
      </Box>
    </Box>
  );
}
