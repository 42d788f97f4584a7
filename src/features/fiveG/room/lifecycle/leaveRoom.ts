import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { leaveEndedHall } from '../../../hall';
import { pageLink } from '../../../../domain/pages';

/** Where a 5G room page goes when the browser will not close it: the agent's 5G sessions. */

/** Closes the room's page after `delayMs` (spec 2 §2.1 ending rules: /qwEnd with the messenger flag, else the window closes). */
export function useLeaveAfter(delayMs: number | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (delayMs === null) return;
    const timer = setTimeout(() => leaveEndedHall(navigate, pageLink('fiveGSessions')), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, navigate]);
}

/** Seconds left of a countdown that starts when mounted. */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const timer = setInterval(() => setLeft((current) => Math.max(0, current - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return left;
}
