import { matchPath } from 'react-router-dom';
import { pagePath } from '../domain/pages';

/**
 * Spec 1 §1: same-screen needs Chrome or the enterprise-messaging browser. Other Chromium-based
 * browsers identify themselves besides "Chrome/" and are refused like the rest.
 */
const OTHER_CHROMIUM = /Edg\/|EdgA\/|OPR\/|SamsungBrowser|UCBrowser|QQBrowser|MetaSr|360SE|YaBrowser|MicroMessenger/i;

export function supportsSameScreen(userAgent: string): boolean {
  if (/wxwork/i.test(userAgent)) return true;
  return /Chrome\/\d+/.test(userAgent) && !OTHER_CHROMIUM.test(userAgent);
}

/** Pages that open a same-screen session, and the hall when it opens one. */
const SAME_SCREEN_PAGES = ['sameScreen', 'sameScreenCreate', 'sameScreenDetail', 'wechat'] as const;

export const isSameScreenHall = (path: string): boolean =>
  matchPath(pagePath('exhibitionHall'), path)?.params.from === 'sameScreen';

export function needsSameScreenBrowser(path: string): boolean {
  return SAME_SCREEN_PAGES.some((name) => matchPath(pagePath(name), path)) || isSameScreenHall(path);
}
