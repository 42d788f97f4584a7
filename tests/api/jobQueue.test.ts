import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { JobQueue } from '../../server/queue';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases';

const until = async (done: () => boolean | Promise<boolean>, ms = 20_000) => {
  for (const end = Date.now() + ms; !(await done());) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A queue for a test: jobs polled every half second, errors collected. */
function queueOn(database: Database, errors: unknown[]) {
  return new JobQueue(database, (err) => errors.push(err), { pollingIntervalSeconds: 0.5 });
}

describe.each(databaseKinds)('the job queue on %s', (kind) => {
  let test: TestDatabase;
  const errors: unknown[] = [];
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    // What the queues met while they ran; dropping the database afterwards ends its connections by force.
    const met = [...errors];
    await test.drop();
    expect(met).toEqual([]);
  });

  it('runs each job once with its data, retries a failed one when asked, and shares the work between processes', async () => {
    const runs: { by: string; contentId: string; retryCount: number }[] = [];
    // Two queues on one database stand for two server processes.
    for (const by of ['a', 'b']) {
      const queue = queueOn(test.database, errors);
      queue.handle('video-content-render', async ({ contentId }, job) => {
        runs.push({ by, contentId, retryCount: job.retryCount });
        if (contentId === 'flaky' && job.retryCount === 0) throw new Error('first try fails');
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      queues.push(queue);
    }
    for (const queue of queues) await queue.start();
    const [first] = queues;
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1)
      ids.push(await first!.send('video-content-render', { contentId: `c${i}`, attempt: 1 }));
    const flaky = await first!.send(
      'video-content-render',
      { contentId: 'flaky', attempt: 1 },
      { retryLimit: 1, retryDelaySeconds: 0 },
    );
    const plainFailure = await first!.send('video-content-render', { contentId: 'flaky', attempt: 1 });
    await until(
      () =>
        runs.filter((run) => run.contentId !== 'flaky').length === 6 &&
        runs.filter((run) => run.contentId === 'flaky').length === 3,
    );
    expect(
      runs
        .filter((run) => run.contentId !== 'flaky')
        .map((run) => run.contentId)
        .sort(),
    ).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']);
    // A handler records its run before it finishes: wait for the queue to settle each job.
    const settled = new Set(['completed', 'failed']);
    await until(async () => {
      const states = await Promise.all(
        [flaky, plainFailure, ...ids].map((id) => first!.state('video-content-render', id)),
      );
      return states.every((state) => settled.has(state ?? ''));
    });
    expect(await first!.state('video-content-render', flaky)).toBe('completed');
    expect(await first!.state('video-content-render', plainFailure)).toBe('failed');
    expect(await first!.state('video-content-render', ids[0]!)).toBe('completed');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Nothing ran twice.
    expect(runs.filter((run) => run.contentId !== 'flaky')).toHaveLength(6);
  });

  it('starts a job that wakes its worker on send at once, long before the worker would poll again', async () => {
    // The worker asks once at start, then would wait a minute: only the wake can start the job within the test.
    const queue = new JobQueue(test.database, (err) => errors.push(err), { pollingIntervalSeconds: 60 });
    queues.push(queue);
    const previews: string[] = [];
    queue.handle('video-template-preview', async ({ previewId }) => void previews.push(previewId), {
      wakeOnSend: true,
    });
    await queue.start();
    await queue.send('video-template-preview', { previewId: 'p1' });
    await until(() => previews.length === 1, 20_000);
    await queue.send('video-template-preview', { previewId: 'p2' });
    await until(() => previews.length === 2, 20_000);
    expect(previews).toEqual(['p1', 'p2']);
  });
});
