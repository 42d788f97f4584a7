import { MINI_PROGRAM_PATH } from '../../src/schemas/miniProgram';
import type { EnvReader } from './envReader';
import { isProduction } from './runtime';

/**
 * The outside systems we talk to; each unset one is stood in for by a simulator or our own engine while
 * `simulators` is on, and refused with a clear message while it is off.
 */
export interface IntegrationsConfig {
  /** SIMULATORS=on|off: whether the local stand-ins serve; off by default in production, on elsewhere. */
  simulators: boolean;
  /** The 5G call service; unset: the built-in simulator. */
  callServiceUrl: string | undefined;
  /**
   * WeCom's corp id and customer-contact secret (WECOM_CORP_ID, WECOM_SECRET), and the self-built app people
   * sign in through (WECOM_AGENT_ID, WECOM_AGENT_SECRET; without it sign-in is refused); unset uses the local simulator.
   */
  wecom: { corpId: string; secret: string; login?: { agentId: string; secret: string } } | undefined;
  /** The vendor's bot dialog manager (DM_URL, with DM_TOKEN sent as access-token); unset runs our own engine. */
  dialogManager: { url: string; token: string | undefined } | undefined;
  /** The insurer's system the 5G room reads a caller's policies from; unset: a sample catalogue. */
  insuranceServiceUrl: string | undefined;
  /**
   * The WeChat mini program customers are handed to (WECHAT_APP_ID, WECHAT_APP_SECRET; WECHAT_API_URL names a
   * stand-in of api.weixin.qq.com); unset: the local simulator, whose link opens a page standing in for it.
   */
  wechat: { appId: string; secret: string; apiUrl: string } | undefined;
  /** The mini program's page a customer's link opens (WECHAT_MINI_PROGRAM_PATH). */
  miniProgramPath: string;
}

export function readIntegrations(read: EnvReader): IntegrationsConfig {
  const wecom = read.allOrNone(['WECOM_CORP_ID', 'WECOM_SECRET']);
  const wecomLogin = read.allOrNone(['WECOM_AGENT_ID', 'WECOM_AGENT_SECRET']);
  const dialogManagerUrl = read.url('DM_URL', ['http:', 'https:']);
  const wechat = read.allOrNone(['WECHAT_APP_ID', 'WECHAT_APP_SECRET']);
  if (!wechat && (read.optional('WECHAT_APP_ID') ?? read.optional('WECHAT_APP_SECRET')) !== undefined)
    read.required(['WECHAT_APP_ID', 'WECHAT_APP_SECRET'], 'for the WeChat mini program');
  const wechatApiUrl = read.url('WECHAT_API_URL', ['http:', 'https:']) ?? 'https://api.weixin.qq.com';
  const miniProgramPath = read.string('WECHAT_MINI_PROGRAM_PATH', 'pages/index/index');
  if (!MINI_PROGRAM_PATH.test(miniProgramPath))
    read.problems.push(
      `WECHAT_MINI_PROGRAM_PATH=${miniProgramPath}: expected a page path without a leading slash, such as pages/index/index`,
    );
  return {
    simulators: read.oneOf('SIMULATORS', ['on', 'off'], isProduction(read) ? 'off' : 'on') === 'on',
    callServiceUrl: read.url('CALL_SERVICE_URL', ['http:', 'https:']),
    wecom: wecom && {
      corpId: wecom.WECOM_CORP_ID,
      secret: wecom.WECOM_SECRET,
      ...(wecomLogin ? { login: { agentId: wecomLogin.WECOM_AGENT_ID, secret: wecomLogin.WECOM_AGENT_SECRET } } : {}),
    },
    dialogManager: dialogManagerUrl ? { url: dialogManagerUrl, token: read.optional('DM_TOKEN') } : undefined,
    insuranceServiceUrl: read.url('INSURANCE_SERVICE_URL', ['http:', 'https:']),
    wechat: wechat && { appId: wechat.WECHAT_APP_ID, secret: wechat.WECHAT_APP_SECRET, apiUrl: wechatApiUrl },
    miniProgramPath,
  };
}
