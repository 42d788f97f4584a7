/**
 * Messages raised outside React (the HTTP client, the socket) for the one component that shows them
 * and navigates: a tiny typed event bus.
 */
export type BusMessage =
  | { kind: 'notify'; text: string; type: 'error' | 'warning' | 'info' | 'success' }
  | { kind: 'signedOut'; text?: string };

type Listener = (message: BusMessage) => void;
const listeners = new Set<Listener>();

export function publish(message: BusMessage): void {
  for (const listener of listeners) listener(message);
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
