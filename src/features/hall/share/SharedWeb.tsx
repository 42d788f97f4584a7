import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { followHref, sameSite, scrollFraction, scrollPosition, type ShareSync } from '../../../domain/shareSync';
import { shareNoticeDelayMs, type RoomShare } from '../../../schemas/roomShare';
import { useHall } from '../HallContext';
import { useRoomProduct } from './roomProduct';
import { shareTexts } from './shareTexts';
import { useShareSync, type ShareReport } from './useShareSync';
import { useThrottled } from './useThrottled';

/** The time between two scroll reports of the controller. */
const SCROLL_REPORT_MS = 100;
/** Spec 2 §9: a same-screen page that has not opened within 10 s has failed; the customer's page says so. */
const SYNC_OPEN_TIMEOUT_MS = 10_000;

const formFields = (doc: Document) =>
  Array.from(
    doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select'),
  );

/**
 * A shared link in a frame. A page of the hall's own site is kept in step: the controller's scrolling,
 * navigation and form input are reported and the other side follows (its frame is covered, so only the
 * controller acts). A page of another site cannot be read by the hall: both sides browse it on their own.
 */
export function SharedWeb({ share }: { share: RoomShare }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { role, channel, logEvent } = useHall();
  const origin = window.location.origin;
  const url = share.url ?? '';
  const inStep = sameSite(url, origin);
  /** Whether the shared page has opened in this frame since it was shared. */
  const opened = useRef(false);

  // The customer's shared page that never opens tells the agent (syncLoginError), who shares again.
  useEffect(() => {
    opened.current = false;
    if (role !== 'customer' || !inStep) return;
    const timer = setTimeout(() => {
      if (opened.current) return;
      channel.send('syncLoginError', {});
      logEvent('syncLoginError');
    }, SYNC_OPEN_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [role, inStep, channel, logEvent, share.id, url]);

  // A customer who never opens the page at all (a page gone, a phone asleep) is logged by the agent's side.
  useEffect(() => {
    if (role !== 'agent' || !inStep) return;
    let heard = false;
    const stops = [
      channel.on('roomEvent.added', (record) => {
        if (record.event === 'shareWebSuccess' || record.event === 'syncLoginError') heard = true;
      }),
      channel.on('syncLoginError', () => {
        heard = true;
      }),
    ];
    const timer = setTimeout(
      () => {
        if (!heard) logEvent('customerEntryTimeout');
      },
      shareNoticeDelayMs(share.kind) + SYNC_OPEN_TIMEOUT_MS,
    );
    return () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [role, inStep, channel, logEvent, share.id, share.kind, share.startedAt]);
  /** What the follower has yet to apply because its page was still loading. */
  const waiting = useRef<ShareSync | null>(null);

  const loaded = () => {
    const doc = frame.current?.contentDocument;
    return doc && doc.readyState === 'complete' && doc.location.href !== 'about:blank' ? doc : null;
  };

  const apply = (sync: ShareSync) => {
    const doc = loaded();
    if (!doc) {
      waiting.current = { ...waiting.current, ...sync };
      return;
    }
    if (sync.href) {
      const target = followHref(doc.location.href, sync.href, origin);
      if (target) {
        const { href: _href, ...rest } = sync;
        waiting.current = rest;
        doc.location.href = target;
        return;
      }
    }
    const view = doc.scrollingElement ?? doc.documentElement;
    if (sync.scroll) {
      view.scrollTop = scrollPosition(sync.scroll.y, view.scrollHeight, view.clientHeight);
      view.scrollLeft = scrollPosition(sync.scroll.x, view.scrollWidth, view.clientWidth);
    }
    if (sync.field) {
      const field = formFields(doc)[sync.field.index];
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
        field.checked = sync.field.checked;
      else if (field) field.value = sync.field.value;
    }
  };

  const snapshot = (): ShareReport => {
    const doc = loaded();
    if (!doc) return {};
    const view = doc.scrollingElement ?? doc.documentElement;
    return {
      href: doc.location.href,
      scroll: {
        x: scrollFraction(view.scrollLeft, view.scrollWidth, view.clientWidth),
        y: scrollFraction(view.scrollTop, view.scrollHeight, view.clientHeight),
      },
    };
  };

  // 返回首页 (the video-sales hall): the controller's frame goes back to the shared page's own address, and the
  // other side follows as it follows any navigation; a page of another site is opened afresh there.
  const [reopened, setReopened] = useState(0);
  const home = () => {
    const doc = inStep ? loaded() : null;
    const target = doc && followHref(doc.location.href, url, origin);
    if (doc && target) doc.location.href = target;
    else if (!inStep) setReopened((n) => n + 1);
  };
  const { drives, report, askHome } = useShareSync(share, (sync) => inStep && apply(sync), snapshot, { home });
  const { homeVisits } = useRoomProduct();
  const seenVisits = useRef(homeVisits);
  useEffect(() => {
    if (homeVisits === seenVisits.current) return;
    seenVisits.current = homeVisits;
    askHome();
  }, [homeVisits, askHome]);
  const reportScroll = useThrottled(() => {
    const { scroll } = snapshot();
    if (scroll) report({ scroll });
  }, SCROLL_REPORT_MS);

  const onLoad = () => {
    if (!inStep) return;
    const doc = loaded();
    if (!doc) return;
    if (!opened.current && role === 'customer') logEvent('shareWebSuccess');
    opened.current = true;
    if (!drives) {
      const pending = waiting.current;
      waiting.current = null;
      if (pending) apply(pending);
      return;
    }
    report(snapshot());
    doc.defaultView?.addEventListener('scroll', reportScroll, { passive: true });
    const reportField = (event: Event) => {
      const index = formFields(doc).indexOf(event.target as HTMLInputElement);
      const field = event.target as HTMLInputElement;
      if (index >= 0) report({ field: { index, value: field.value, checked: field.checked === true } });
    };
    doc.addEventListener('input', reportField);
    doc.addEventListener('change', reportField);
  };

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      {!inStep && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
          {shareTexts.notInStep}
        </Typography>
      )}
      <Box
        component="iframe"
        key={reopened}
        ref={frame}
        data-testid="shared-web"
        title={share.name}
        src={url}
        onLoad={onLoad}
        sx={{ flex: 1, width: '100%', border: 0, minHeight: 0 }}
      />
      {inStep && !drives && <Box data-testid="share-follower-cover" sx={{ position: 'absolute', inset: 0 }} />}
    </Box>
  );
}
