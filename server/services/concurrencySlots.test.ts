import { describe, expect, it } from 'vitest';
import { ConcurrencySlots, cpuSlotCount } from './concurrencySlots';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('ConcurrencySlots', () => {
  it('runs at most its size at once, and every task to its end in the order they came', async () => {
    const slots = new ConcurrencySlots(3);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        slots.run(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
          return i * 2;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    expect(started).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails, and hands the failure to its caller', async () => {
    const slots = new ConcurrencySlots(1);
    const failing = slots.run(async () => {
      await tick();
      throw new Error('argon2 refused');
    });
    const next = slots.run(async () => 'done');
    expect(slots.load).toEqual({ running: 1, waiting: 1 });
    await expect(failing).rejects.toThrow('argon2 refused');
    await expect(next).resolves.toBe('done');
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that throws before it awaits anything', async () => {
    const slots = new ConcurrencySlots(1);
    await expect(
      slots.run(() => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    await expect(slots.run(async () => 1)).resolves.toBe(1);
  });

  it('refuses a size below one', () => {
    expect(() => new ConcurrencySlots(0)).toThrow(RangeError);
    expect(() => new ConcurrencySlots(1.5)).toThrow(RangeError);
  });
});

describe('cpuSlotCount', () => {
  it('leaves one core to the event loop, and keeps one slot on a single core', () => {
    expect(cpuSlotCount(8)).toBe(7);
    expect(cpuSlotCount(2)).toBe(1);
    expect(cpuSlotCount(1)).toBe(1);
  });
});
