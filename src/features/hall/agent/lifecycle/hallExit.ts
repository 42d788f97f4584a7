/**
 * Where a page goes once its session has ended (spec 2 §2.1 "Ending a session"): to /qwEnd when the hall
 * was opened from the enterprise messenger, otherwise the window closes; a browser that refuses to close
 * a window it did not open gets the fallback page instead.
 */
import { pageLink } from '../../../../domain/pages';

const QW_END_KEY = 'vs.qwEnd';
/** Time given to window.close() before the page decides the browser refused. */
const CLOSE_FALLBACK_MS = 300;

/** The hall's URL carries qwEnd=1 (the enterprise-messenger entry): kept for this tab, so a reload keeps it. */
export function rememberQwEnd(search: string): void {
  if (new URLSearchParams(search).get('qwEnd') === '1') sessionStorage.setItem(QW_END_KEY, '1');
}

function qwEndFlag(): boolean {
  return sessionStorage.getItem(QW_END_KEY) === '1';
}

export function leaveEndedHall(
  navigate: (path: string, options: { replace: boolean }) => void,
  fallback: string,
): void {
  if (qwEndFlag()) {
    navigate(pageLink('qwEnd'), { replace: true });
    return;
  }
  window.close();
  setTimeout(() => navigate(fallback, { replace: true }), CLOSE_FALLBACK_MS);
}
