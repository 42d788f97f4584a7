import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotFlow } from '../../../src/domain/botFlow';
import { startFakeDialogManager, type FakeDialogManager } from '../../../tests/support/fakeDialogManager';
import { DialogManagerError } from './dialogPort';
import { VendorDialogManager } from './vendorDialog';

const flow: BotFlow = {
  nodes: [
    {
      nodeId: 'ask',
      name: '询问',
      words: '您好，需要了解吗？',
      eventType: 'sms',
      intents: { yes: ['需要'], no: ['不需要'] },
      next: { yes: 'end', no: null, default: null },
    },
    {
      nodeId: 'end',
      name: '结束',
      words: '感谢您的接听',
      eventType: 'normal',
      intents: { yes: [], no: [] },
      next: { yes: null, no: null, default: null },
    },
  ],
};

describe('the vendor dialog manager adapter', () => {
  let fake: FakeDialogManager;
  beforeAll(async () => {
    fake = await startFakeDialogManager('dm-secret');
    fake.bots.set('bot_a', flow);
  });
  afterAll(async () => {
    await fake.close();
  });

  it('speaks /dm/init, PUT /dm/{dmId} and /dm/end with the access token, and reads the steps', async () => {
    const dm = new VendorDialogManager(`${fake.url}/`, 'dm-secret');
    const first = await dm.init({ botKey: 'bot_a', flow: { nodes: [] } }, 'call-1');
    expect(first).toMatchObject({
      event: 'BOT_REPLY',
      node: { nodeId: 'ask', eventType: 'sms', words: '您好，需要了解吗？' },
      intent: null,
    });
    expect(await dm.turn(first.dmId, { text: '需要的' })).toEqual({
      event: 'BOT_FINAL',
      node: { nodeId: 'end', eventType: 'normal', words: '感谢您的接听' },
      intent: 'yes',
      handover: false,
    });
    await dm.end(first.dmId);
    expect(fake.requests.map((r) => [r.method, r.path, r.token])).toEqual([
      ['POST', '/dm/init', 'dm-secret'],
      ['PUT', `/dm/${first.dmId}`, 'dm-secret'],
      ['POST', '/dm/end', 'dm-secret'],
    ]);
    expect(fake.requests.map((r) => r.body)).toEqual([
      { botKey: 'bot_a', callId: 'call-1' },
      { text: '需要的' },
      { dmId: first.dmId },
    ]);
  });

  it('turns a refusal, an HTTP error or no service at all into DialogManagerError', async () => {
    await expect(new VendorDialogManager(fake.url, 'wrong').init({ botKey: 'bot_a', flow }, 'c')).rejects.toThrow(
      /token invalid/,
    );
    const dm = new VendorDialogManager(fake.url, 'dm-secret');
    await expect(dm.init({ botKey: 'nobody', flow }, 'c')).rejects.toBeInstanceOf(DialogManagerError);
    fake.failNext = 502;
    await expect(dm.turn('x', { text: '是' })).rejects.toThrow(/HTTP 502/);
    await expect(new VendorDialogManager('http://127.0.0.1:1', undefined, 2000).end('x')).rejects.toBeInstanceOf(
      DialogManagerError,
    );
  });
});
