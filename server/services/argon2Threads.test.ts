import { afterAll, describe, expect, it } from 'vitest';
import { Argon2Threads, argon2ThreadCount } from './argon2Threads';
import { verifyPassword } from './passwords';

describe('Argon2Threads', () => {
  const threads = new Argon2Threads(1);
  afterAll(() => threads.close());

  it('hashes with argon2id and verifies the password it was made from, and no other', async () => {
    const hash = await threads.hash('Demo@12345');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await threads.verify(hash, 'Demo@12345')).toBe(true);
    expect(await threads.verify(hash, 'Demo@12346')).toBe(false);
  });

  it('answers each of many jobs sent at once with its own answer', async () => {
    const hash = await threads.hash('right');
    const tries = ['right', 'wrong', 'right', 'wrong', 'wrong', 'right'];
    expect(await Promise.all(tries.map((password) => threads.verify(hash, password)))).toEqual(
      tries.map((password) => password === 'right'),
    );
    expect(threads.queued).toBe(0);
  });

  it('refuses a hash that is not one, and sign-in reads that as a wrong password', async () => {
    await expect(threads.verify('not a hash', 'x')).rejects.toThrow();
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('fails the jobs of a thread that ends, and starts a new thread for the next', async () => {
    const hash = await threads.hash('again');
    // The last of these waits behind the others' work when the thread ends.
    const pending = Array.from({ length: 4 }, () => threads.verify(hash, 'again'));
    for (const job of pending) job.catch(() => undefined);
    await threads.close();
    await expect(pending[3]).rejects.toThrow(/argon2 thread exited/);
    expect(await threads.verify(hash, 'again')).toBe(true);
  });
});

describe('argon2ThreadCount', () => {
  it('leaves one core to the event loop, and keeps one thread on a single core', () => {
    expect(argon2ThreadCount(8)).toBe(7);
    expect(argon2ThreadCount(2)).toBe(1);
    expect(argon2ThreadCount(1)).toBe(1);
  });
});
