/**
 * Work that must run before the hall ends its session (spec 2 §4.1 "send an end message, end the
 * meeting, stop recording, then close"): a feature registers it while mounted (useBeforeHallEnd) and the
 * ending awaits it, bounded in time so a stuck task never keeps the agent in an ended hall.
 */
import { createContext, useContext, useEffect, useRef } from 'react';

type BeforeEndTask = () => Promise<void> | void;

export interface BeforeEndRegistry {
  /** Adds a task; answers the function that removes it. */
  add(task: BeforeEndTask): () => void;
  /** Runs every task at once; resolves when all settled or after `timeoutMs`, whichever is first. Never rejects. */
  run(timeoutMs: number): Promise<'done' | 'timedOut'>;
}

export function createBeforeEndRegistry(): BeforeEndRegistry {
  const tasks = new Set<BeforeEndTask>();
  return {
    add(task) {
      tasks.add(task);
      return () => tasks.delete(task);
    },
    async run(timeoutMs) {
      const settled = Promise.allSettled([...tasks].map(async (task) => task())).then(() => 'done' as const);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'timedOut'>((resolve) => {
        timer = setTimeout(() => resolve('timedOut'), timeoutMs);
      });
      const outcome = await Promise.race([settled, late]);
      clearTimeout(timer);
      return outcome;
    },
  };
}

export const BeforeEndContext = createContext<BeforeEndRegistry | null>(null);

/** The registry of the hall this component is in (its page provides one). */
export function useBeforeEndRegistry(): BeforeEndRegistry {
  const registry = useContext(BeforeEndContext);
  if (!registry) throw new Error('useBeforeEndRegistry outside a meeting hall');
  return registry;
}

/** Runs `task` before the hall ends its session, as long as the calling component is mounted. */
export function useBeforeHallEnd(task: BeforeEndTask): void {
  const registry = useContext(BeforeEndContext);
  const latest = useRef(task);
  latest.current = task;
  useEffect(() => registry?.add(() => latest.current()), [registry]);
}
