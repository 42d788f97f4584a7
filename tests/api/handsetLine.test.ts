import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandsetCall } from '../../src/schemas/callService';
import { SIMULATED_APP } from '../../server/simulators/callService/appTokens';
import { databaseKinds } from '../support/databases';
import { handset } from '../support/handsets';
import { baseUrlOf } from '../support/rooms';
import { startTestApp, type TestApp } from '../support/testApp';

const PHONE = '13912347777';
const CALLS = 12;

describe.each(databaseKinds)("a handset's line placing call after call on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // One agent of the demo tenant idle and online, so each of the customer's calls rings.
    await t.ctx.db.updateTable('agents').set({ online: false }).execute();
    await t.ctx.db
      .updateTable('agents')
      .set({ online: true, serviceStatus: 'idle' })
      .where('loginName', '=', 'demo_agent1')
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it(`rings and ends ${CALLS} calls on one socket, entering each call's media, without piling up listeners`, async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => void warnings.push(warning);
    process.on('warning', onWarning);
    const phone = await handset(baseUrlOf(t), undefined, PHONE);
    try {
      const placed = new Set<string>();
      for (let i = 0; i < CALLS; i++) {
        phone.socket.emit('callIn', { service: SIMULATED_APP.appKey, media: 'video' });
        const [ringing] = (
          await phone.waitFor<HandsetCall[]>('calls', (calls) =>
            calls.some((c) => c.state === 'ringing' && !placed.has(c.callId)),
          )
        ).filter((c) => c.state === 'ringing');
        if (!ringing) throw new Error(`call ${i + 1} did not ring`);
        placed.add(ringing.callId);
        phone.socket.emit('rtc.join', { serviceId: ringing.serviceId });
        phone.act(ringing.callId, 'hangUp');
        await phone.waitFor<HandsetCall[]>('calls', (calls) =>
          calls.some((c) => c.callId === ringing.callId && c.state === 'ended'),
        );
      }
      expect(placed.size).toBe(CALLS);
      // A warning is emitted on the next tick; give it the time to come.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning').map((w) => w.message)).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      phone.socket.close();
    }
  });
});
