import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import {
  clampPage,
  followerPage,
  followerTurned,
  followsPresenter,
  presenterTurned,
  scrollFraction,
  scrollPosition,
  type FollowerPaging,
  type ShareSync,
} from '../../../domain/shareSync';
import type { RoomShare } from '../../../schemas/roomShare';
import { useReportSharePage } from './sharePage';
import { shareTexts } from './shareTexts';
import { useShareSync, type ShareReport } from './useShareSync';
import { useThrottled } from './useThrottled';

/**
 * A shared document, one page image at a time, loaded through the room's invite-number addresses. The
 * controller turns pages (the page bar is at the top, clear of the hall log) and scrolls; the other side follows,
 * and may page back and forth on its own until '回到主讲页'. The controller sees the page the other side is on.
 */
export function SharedFile({ share }: { share: RoomShare }) {
  const count = share.pages.length;
  const [paging, setPaging] = useState<FollowerPaging>({ presenter: 1, own: null });
  const [viewerPage, setViewerPage] = useState<number | null>(null);
  const view = useRef<HTMLDivElement>(null);
  const pendingScroll = useRef<number | null>(null);
  const following = followsPresenter(paging);

  const scrollTo = (fraction: number) => {
    const box = view.current;
    if (box) box.scrollTop = scrollPosition(fraction, box.scrollHeight, box.clientHeight);
  };
  const follow = (sync: ShareSync) => {
    const stays = !followsPresenter(paging);
    if (sync.page !== undefined) setPaging((now) => presenterTurned(now, sync.page ?? 1, count));
    if (sync.scroll && !stays) {
      pendingScroll.current = sync.scroll.y;
      scrollTo(sync.scroll.y);
    }
  };
  const fraction = () => {
    const box = view.current;
    return box ? scrollFraction(box.scrollTop, box.scrollHeight, box.clientHeight) : 0;
  };
  const snapshot = (): ShareReport => ({ page: paging.presenter, scroll: { x: 0, y: fraction() } });
  const { drives, report, tellViewing } = useShareSync(share, follow, snapshot, {
    viewing: (page) => setViewerPage(clampPage(page, count)),
  });
  const page = drives ? paging.presenter : followerPage(paging);
  useReportSharePage(page);
  useEffect(() => tellViewing(page), [page, tellViewing]);
  const reportScroll = useThrottled(() => report({ scroll: { x: 0, y: fraction() } }), 100);

  const turn = (to: number) => {
    if (view.current) view.current.scrollTop = 0;
    if (drives) {
      const next = clampPage(to, count);
      setPaging({ presenter: next, own: null });
      report({ page: next, scroll: { x: 0, y: 0 } });
      return;
    }
    const next = followerTurned(paging, to, count);
    setPaging(next);
    pendingScroll.current = null;
  };
  const backToPresenter = () => setPaging({ presenter: paging.presenter, own: null });
  const otherSide = shareTexts.controllers[share.controller === 'agent' ? 'client' : 'agent'];

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="center"
        flexWrap="wrap"
        spacing={1}
        sx={{ py: 0.25, borderBottom: 1, borderColor: 'divider' }}
      >
        <IconButton size="small" aria-label={shareTexts.previous} disabled={page <= 1} onClick={() => turn(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="body2" data-testid="shared-page-number">
          {shareTexts.page(page, count)}
        </Typography>
        <IconButton size="small" aria-label={shareTexts.next} disabled={page >= count} onClick={() => turn(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
        {drives && viewerPage !== null && (
          <Typography
            variant="body2"
            data-testid="shared-viewer-page"
            color={viewerPage === page ? 'text.secondary' : 'warning.main'}
          >
            {shareTexts.viewerOn(otherSide, viewerPage)}
          </Typography>
        )}
        {!drives && !following && (
          <>
            <Typography variant="body2" color="text.secondary">
              {shareTexts.presenterOn(paging.presenter)}
            </Typography>
            <Button size="small" variant="contained" onClick={backToPresenter}>
              {shareTexts.backToPresenter}
            </Button>
          </>
        )}
      </Stack>
      <Box
        ref={view}
        onScroll={drives ? reportScroll : undefined}
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: drives || !following ? 'auto' : 'hidden',
          bgcolor: 'grey.200',
          textAlign: 'center',
        }}
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
