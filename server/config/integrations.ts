import type { EnvReader } from './envReader';

/** The outside systems we talk to; each unset one is stood in for by a simulator or our own engine. */
export interface IntegrationsConfig {
  /** The 5G call service; unset: the built-in simulator. */
  callServiceUrl: string | undefined;
  /** WeCom's corp id and customer-contact secret (WECOM_CORP_ID, WECOM_SECRET); unset uses the local simulator. */
  wecom: { corpId: string; secret: string } | undefined;
  /** The vendor's bot dialog manager (DM_URL, with DM_TOKEN sent as access-token); unset runs our own engine. */
  dialogManager: { url: string; token: string | undefined } | undefined;
  /** The insurer's system the 5G room reads a caller's policies from; unset: a sample catalogue. */
  insuranceServiceUrl: string | undefined;
}

export function readIntegrations(read: EnvReader): IntegrationsConfig {
  const wecom = read.allOrNone(['WECOM_CORP_ID', 'WECOM_SECRET']);
  const dialogManagerUrl = read.url('DM_URL', ['http:', 'https:']);
  return {
    callServiceUrl: read.url('CALL_SERVICE_URL', ['http:', 'https:']),
    wecom: wecom && { corpId: wecom.WECOM_CORP_ID, secret: wecom.WECOM_SECRET },
    dialogManager: dialogManagerUrl ? { url: dialogManagerUrl, token: read.optional('DM_TOKEN') } : undefined,
    insuranceServiceUrl: read.url('INSURANCE_SERVICE_URL', ['http:', 'https:']),
  };
}
