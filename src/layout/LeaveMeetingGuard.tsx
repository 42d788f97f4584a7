import { useState, type MouseEvent } from 'react';
import { Confirm } from 'react-admin';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { isSameScreenHall } from './browserSupport';
import { isVideoSellsTenant } from '../domain/tenants';
import { endMeetingBeforeLeaving } from '../frame/leavingMeeting';
import { storedAgent } from '../session/session';
import { pagePath } from '../domain/pages';

const MEETING_PAGES = ['meetingHall', 'exhibitionHall', 'fiveGRoom'] as const;

/**
 * Spec 1 §2.5: leaving a meeting page through the menu asks first. Same-screen rooms (and every room of
 * the video-sales tenant) speak of ending the screen share.
 */
export function useLeaveMeetingGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  const inMeeting = MEETING_PAGES.some((name) => matchPath(pagePath(name), location.pathname));
  const sameScreen = isSameScreenHall(location.pathname) || isVideoSellsTenant(storedAgent()?.tenant?.code);

  const onNavigate = (to: string) => (event: MouseEvent) => {
    if (!inMeeting || location.pathname.startsWith(to)) return;
    event.preventDefault();
    setTarget(to);
  };

  const dialog = (
    <Confirm
      isOpen={target !== null}
      title="app.common.tip"
      content={sameScreen ? 'app.pages.leaveSameScreen' : 'app.pages.leaveMeeting'}
      confirm="app.common.confirm"
      cancel="app.common.cancel"
      onConfirm={() => {
        const to = target;
        setTarget(null);
        // The page being left ends what it holds (a same-screen record) before the menu's page opens.
        if (to) void endMeetingBeforeLeaving().then(() => navigate(to));
      }}
      onClose={() => setTarget(null)}
    />
  );
  return { onNavigate, dialog };
}
