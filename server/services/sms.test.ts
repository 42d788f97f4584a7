import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTencentApi, type FakeTencentApi } from '../../tests/support/fakeTencentCloud';
import { TencentSmsTransport } from './sms';

const KEYS = { secretId: 'AKIDsms', secretKey: 'sms-secret' };

describe('Tencent Cloud SMS', () => {
  let fake: FakeTencentApi;
  /** The Code of the next message's SendStatus. */
  const statuses: string[] = [];

  beforeAll(async () => {
    fake = await startFakeTencentApi({
      ...KEYS,
      action: 'SendSms',
      version: '2021-01-11',
      answer: (body) => ({
        SendStatusSet: (body.PhoneNumberSet as string[]).map((phone) => {
          const code = statuses.shift() ?? 'Ok';
          return { PhoneNumber: phone, Code: code, Message: code === 'Ok' ? 'send success' : 'daily limit reached' };
        }),
      }),
    });
  });
  afterAll(async () => {
    await fake.close();
  });

  const transport = (secretKey = KEYS.secretKey) =>
    new TencentSmsTransport({
      ...KEYS,
      secretKey,
      sdkAppId: '1400000009',
      signName: '视频销售',
      templateId: '2100001',
      region: 'ap-guangzhou',
      endpoint: fake.url,
    });
  const message = { phone: '13800138000', content: '您好，您的视频：https://x/s/1', params: ['王先生', 's/1'] };

  it('sends the template with its values to the mainland number, signed with the key pair', async () => {
    await transport().send(message);
    const request = fake.requests.at(-1)!;
    expect(request.body).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000009',
      SignName: '视频销售',
      TemplateId: '2100001',
      TemplateParamSet: ['王先生', 's/1'],
    });
    expect(request.headers['x-tc-region']).toBe('ap-guangzhou');
  });

  it("fails with Tencent's code when the number is refused or the keys are wrong", async () => {
    statuses.push('LimitExceeded.PhoneNumberDailyLimit');
    await expect(transport().send(message)).rejects.toThrow(
      'Tencent sms LimitExceeded.PhoneNumberDailyLimit: daily limit reached',
    );
    await expect(transport('another-key').send(message)).rejects.toThrow(
      'Tencent sms AuthFailure.SignatureFailure: The provided credentials could not be validated.',
    );
  });
});
