import { describe, expect, it } from 'vitest';
import { createBeforeEndRegistry } from './beforeHallEnd';

describe('work before the hall ends', () => {
  it('waits for every task, even when one fails', async () => {
    const registry = createBeforeEndRegistry();
    const done: string[] = [];
    registry.add(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push('recording flushed');
    });
    registry.add(() => {
      throw new Error('already stopped');
    });
    expect(await registry.run(1000)).toBe('done');
    expect(done).toEqual(['recording flushed']);
  });

  it('gives up on a task that takes too long, and forgets removed tasks', async () => {
    const registry = createBeforeEndRegistry();
    let ran = false;
    registry.add(() => new Promise<void>(() => undefined));
    const remove = registry.add(() => {
      ran = true;
    });
    remove();
    const started = Date.now();
    expect(await registry.run(50)).toBe('timedOut');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(ran).toBe(false);
  });
});
