/**
 * Messages raised outside React (the HTTP client, the socket, the sign-in app) for the one component
 * that shows them and navigates: a tiny typed event bus.
 */
export type BusMessage =
  | { kind: 'notify'; text: string; type: 'error' | 'warning' | 'info' | 'success' }
  | { kind: 'signedOut'; text?: string };

type Listener = (message: BusMessage) => void;
const listeners = new Set<Listener>();
/** Raised while nothing listened, e.g. '登录成功' while the back-office is still loading; the newest few. */
const waiting: BusMessage[] = [];
const MAX_WAITING = 10;

export function publish(message: BusMessage): void {
  if (listeners.size === 0) {
    waiting.push(message);
    if (waiting.length > MAX_WAITING) waiting.shift();
  }
  for (const listener of listeners) listener(message);
}

/** Listens, first hearing what was raised while nothing listened. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  for (const message of waiting.splice(0)) listener(message);
  return () => {
    listeners.delete(listener);
  };
}
