import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/** How long a stop waits for handlers still running before it closes what they use. */
const DRAIN_LIMIT_MS = 15_000;

/**
 * A stopping server finishes the handlers it started before anything they use is closed. Fastify waits for open
 * connections, but a handler whose client went away (a tab closed, a beacon cut short) keeps running with no
 * connection to wait for; its later queries would meet a closed database. Every handler's promise is kept until
 * it settles, and the first preClose hook waits for them (new requests are already refused by then).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A poll held open until something happens, which the stop releases itself: the drain does not wait for it. */
    heldPoll?: boolean;
  }
}

export function registerInFlight(app: FastifyInstance): void {
  const running = new Set<Promise<unknown>>();
  app.addHook('onRoute', (route) => {
    if (route.config?.heldPoll) return;
    const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => unknown;
    route.handler = function (this: FastifyInstance, request, reply) {
      const result = handler.call(this, request, reply);
      if (result instanceof Promise) {
        running.add(result);
        const settled = () => void running.delete(result);
        result.then(settled, settled);
      }
      return result;
    } as RouteHandlerMethod;
  });
  app.addHook('preClose', async () => {
    const deadline = Date.now() + DRAIN_LIMIT_MS;
    // A request past its first hooks when the stop began starts its handler later: wait until none is left.
    while (running.size > 0 && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
      await Promise.race([Promise.allSettled([...running]), limit]);
      clearTimeout(timer);
    }
    if (running.size > 0) app.log.warn({ running: running.size }, 'stopping with handlers still running');
  });
}
