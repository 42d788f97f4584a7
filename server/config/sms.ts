import type { EnvReader } from './envReader';

/** Tencent Cloud SMS: the API keys, the SMS application, and the approved signature and template. */
export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  endpoint: string;
}

export interface SmsConfig {
  /** Where delivery and invitation messages go: the outbox alone, or Tencent Cloud SMS with its keys and template. */
  sms: { engine: 'outbox' } | ({ engine: 'tencent' } & TencentSmsOptions);
}

export function readSms(read: EnvReader): SmsConfig {
  if (read.oneOf('SMS', ['outbox', 'tencent'] as const, 'outbox') !== 'tencent') return { sms: { engine: 'outbox' } };
  const v = read.required(
    ['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY', 'TENCENT_SMS_APP_ID', 'TENCENT_SMS_SIGN', 'TENCENT_SMS_TEMPLATE_ID'],
    'when SMS=tencent',
  );
  return {
    sms: {
      engine: 'tencent',
      secretId: v.TENCENT_SECRET_ID ?? '',
      secretKey: v.TENCENT_SECRET_KEY ?? '',
      sdkAppId: v.TENCENT_SMS_APP_ID ?? '',
      signName: v.TENCENT_SMS_SIGN ?? '',
      templateId: v.TENCENT_SMS_TEMPLATE_ID ?? '',
      region: read.string('TENCENT_SMS_REGION', 'ap-guangzhou'),
      endpoint: read.url('TENCENT_SMS_ENDPOINT', ['http:', 'https:']) ?? 'https://sms.tencentcloudapi.com',
    },
  };
}
