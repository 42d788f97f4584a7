/**
 * Spec 1 §1: same-screen needs Chrome or the enterprise-messaging browser. Other Chromium-based
 * browsers identify themselves besides "Chrome/" and are refused like the rest.
 */
const OTHER_CHROMIUM = /Edg\/|EdgA\/|OPR\/|SamsungBrowser|UCBrowser|QQBrowser|MetaSr|360SE|YaBrowser|MicroMessenger/i;

export function supportsSameScreen(userAgent: string): boolean {
  if (/wxwork/i.test(userAgent)) return true;
  return /Chrome\/\d+/.test(userAgent) && !OTHER_CHROMIUM.test(userAgent);
}

/** Pages that open a same-screen session. */
const SAME_SCREEN_PATHS = [
  '/sameScreen',
  '/establishSameScreen',
  '/sameScreenDetails',
  '/exhibitionHall/sameScreen',
  '/wechat',
];

export function needsSameScreenBrowser(path: string): boolean {
  return SAME_SCREEN_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
