import { describe, expect, it } from 'vitest';
import { askedAhead } from './askedAhead';

describe('a request asked ahead', () => {
  it('is asked at once, and its answer serves every use without asking again', async () => {
    let asked = 0;
    const load = askedAhead(() => Promise.resolve(++asked));
    expect(asked).toBe(1);
    expect(await load()).toBe(1);
    expect(await load()).toBe(1);
    expect(asked).toBe(1);
  });

  it('gives its failure to a use, not to the page before anyone asks, and the next use asks again', async () => {
    let asked = 0;
    const load = askedAhead(() => (++asked === 1 ? Promise.reject(new Error('gone')) : Promise.resolve('ok')));
    const failed = load();
    await expect(failed).rejects.toThrow('gone');
    expect(await load()).toBe('ok');
    expect(await load()).toBe('ok');
    expect(asked).toBe(2);
  });
});
