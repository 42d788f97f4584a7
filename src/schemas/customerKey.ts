import { pageLink } from '../domain/pages';
/**
 * How a customer proves which session it may follow, without sign-in (docs/decisions.md, customer keys).
 * A room and a same-screen record each hold a secret, its customer key, that the customer's links carry;
 * joining by the typed invite number hands out the session's guest key instead, which lets the page take
 * part but neither end the call nor read the customer's name and phone.
 */

/** Both keys are 32 bytes in base64url. */
const CUSTOMER_KEY_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const CUSTOMER_ROLES = ['customer', 'guest'] as const;
export type CustomerRole = (typeof CUSTOMER_ROLES)[number];

export const customerKeyTexts = {
  wrong: '邀请链接无效或会话已结束',
  /** A guest (joined by the number alone) hangs up: it leaves, the call goes on. */
  guestCannotEnd: '通过会议号加入的访客不能结束通话',
  tooManyTries: '会议号尝试次数过多，请稍后再试',
  /** Who the log and the room name a guest. */
  guestName: '访客',
} as const;

/** The key as a JSON Schema property: a malformed key is refused like a wrong one. */
export const customerKeyProperty = {
  type: 'string',
  pattern: CUSTOMER_KEY_PATTERN,
  errorMessage: customerKeyTexts.wrong,
} as const;

/** The customer's pages, each named by its session and the key it holds. */
export const customerPagePaths = {
  room: (session: { serviceId: string; key: string; callId?: string | null }) =>
    pageLink('customerRoom', { serviceId: session.serviceId }, { key: session.key, call: session.callId }),
  sameScreen: (session: { serviceId: string; key: string }) =>
    pageLink('customerSameScreen', { serviceId: session.serviceId }, { key: session.key }),
} as const;

/** The page of a room or a same-screen record. */
export const customerSessionPath = (session: {
  kind: 'room' | 'sameScreen';
  serviceId: string;
  key: string;
}): string => (session.kind === 'sameScreen' ? customerPagePaths.sameScreen(session) : customerPagePaths.room(session));
