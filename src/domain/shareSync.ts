/**
 * Same-screen control of a shared item (spec 2 §2.2 share product "who controls", §3 control): the
 * controller's page reports where it is (scroll, page, address, form fields, playback) and the other
 * side follows. Pure rules; the hall's hooks send and apply them over the RoomChannel.
 */

/** Who drives a shared page in same-screen (spec 2 §3 share-start payload `control`, default the customer). */
export type ShareController = 'client' | 'agent';

type HallRole = 'agent' | 'customer';

/** One report of the controller, or a follower's request for the current state (hello). */
export interface ShareSync {
  /** The share it is about (its start time): reports of an earlier share are ignored. */
  startedAt: string;
  hello?: true;
  /** A follower asks the controller back to the share's own address (the video-sales 返回首页). */
  home?: true;
  /** Scroll position as a fraction (0..1) of how far the view can scroll, so different screens agree. */
  scroll?: { x: number; y: number };
  /** A shared document's page, from 1. */
  page?: number;
  /** A shared page's address after navigating. */
  href?: string;
  /** A form field by its position among the page's fields, and what it holds. */
  field?: { index: number; value: string; checked: boolean };
  /** A shared video's playback. */
  media?: { playing: boolean; time: number };
  /** A follower's page of a shared document, told to the controller as it changes. */
  viewing?: number;
}

/** The customer drives when the controller is the client (the default), the agent otherwise. */
export function drivesShare(role: HallRole, controller: ShareController): boolean {
  return controller === 'client' ? role === 'customer' : role === 'agent';
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/** How far along a view is scrolled, 0 at the top and 1 at the bottom; 0 when it cannot scroll. */
export function scrollFraction(position: number, scrollSize: number, viewSize: number): number {
  const room = scrollSize - viewSize;
  return room > 0 ? clamp01(position / room) : 0;
}

/** The scroll position that puts a view at the given fraction. */
export function scrollPosition(fraction: number, scrollSize: number, viewSize: number): number {
  return Math.round(clamp01(fraction) * Math.max(0, scrollSize - viewSize));
}

/** A page number kept within a document of `count` pages. */
export function clampPage(page: number, count: number): number {
  if (count < 1) return 1;
  return Math.min(count, Math.max(1, Math.trunc(Number.isFinite(page) ? page : 1)));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** What the other page sent, if it is a well-formed report; anything else is dropped. */
export function readShareSync(payload: unknown): ShareSync | null {
  if (!isRecord(payload) || typeof payload.startedAt !== 'string') return null;
  const sync: ShareSync = { startedAt: payload.startedAt };
  if (payload.hello === true) sync.hello = true;
  if (payload.home === true) sync.home = true;
  const { scroll, page, href, field, media } = payload;
  if (isRecord(scroll) && isNumber(scroll.x) && isNumber(scroll.y))
    sync.scroll = { x: clamp01(scroll.x), y: clamp01(scroll.y) };
  if (isNumber(page)) sync.page = Math.trunc(page);
  if (isNumber(payload.viewing)) sync.viewing = Math.trunc(payload.viewing);
  if (typeof href === 'string' && href.length <= 2000) sync.href = href;
  if (
    isRecord(field) &&
    isNumber(field.index) &&
    field.index >= 0 &&
    typeof field.value === 'string' &&
    field.value.length <= 2000
  ) {
    sync.field = { index: Math.trunc(field.index), value: field.value, checked: field.checked === true };
  }
  if (isRecord(media) && typeof media.playing === 'boolean' && isNumber(media.time) && media.time >= 0)
    sync.media = { playing: media.playing, time: media.time };
  return sync;
}

/**
 * A follower's place in a shared document: the presenter's page, and its own while it pages on its own.
 * While it browses, the presenter's turns do not move it; going back to the presenter's page ends that.
 */
export interface FollowerPaging {
  presenter: number;
  /** The page the follower turned to, while it is not the presenter's; null while it follows. */
  own: number | null;
}

export const followsPresenter = (paging: FollowerPaging): boolean => paging.own === null;

/** The page the follower sees. */
export const followerPage = (paging: FollowerPaging): number => paging.own ?? paging.presenter;

/** The presenter turned to `page`. */
export function presenterTurned(paging: FollowerPaging, page: number, count: number): FollowerPaging {
  const presenter = clampPage(page, count);
  return { presenter, own: paging.own === presenter ? null : paging.own };
}

/** The follower turned to `page` on its own; reaching the presenter's page follows again. */
export function followerTurned(paging: FollowerPaging, page: number, count: number): FollowerPaging {
  const own = clampPage(page, count);
  return { presenter: paging.presenter, own: own === paging.presenter ? null : own };
}

/**
 * Whether a follower should move to the controller's address: only to a page of the same site as the
 * shared one (the follower never leaves for somewhere else), and only when it is elsewhere.
 */
export function followHref(current: string, wanted: string, siteOrigin: string): string | null {
  let target: URL;
  try {
    target = new URL(wanted, siteOrigin);
  } catch {
    return null;
  }
  if (target.origin !== siteOrigin) return null;
  return target.href === current ? null : target.href;
}

/** A shared link can be followed in step only when the page is of the hall's own site. */
export function sameSite(url: string, siteOrigin: string): boolean {
  try {
    return new URL(url, siteOrigin).origin === siteOrigin;
  } catch {
    return false;
  }
}
