/**
 * The WeChat mini-program link (spec 2 §4.5, §7.4 and spec 3 §7 "Media delivery": POST weixin/getGenerateScheme
 * with tenantCode and a jump path with query taskId; the result is a URL): a customer whose answer hands over to
 * the mini program gets its link; staff may ask for the link of a recipient of their own tasks.
 */
import { isUuid, uuidField } from './fields';

/** A mini program page as WeChat names it: segments without a leading slash (pages/index/index). */
export const MINI_PROGRAM_PATH = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;
/** What WeChat accepts in a scheme's query (at most 1024 characters of these). */
const QUERY_PATTERN = "^[A-Za-z0-9!#$&'()*+,/:;=?@._~%-]*$";

export const miniProgramTexts = {
  badTenant: '请提供有效的公司编码',
  badPath: '请输入小程序页面路径，如 pages/index/index',
  badQuery: '请在参数中提供任务编号 taskId',
  tenantMismatch: '公司编码与任务不符',
  failed: '小程序链接生成失败，请稍后重试',
  failedBecause: (why: string) => `小程序链接生成失败：${why}`,
  notHandedOver: '当前回答无需打开小程序',
  open: '打开小程序客服',
  opening: '正在为您打开小程序客服…',
  simulatorTitle: '小程序客服（模拟）',
  simulatorNote:
    '本页面代替微信小程序：配置微信小程序（WECHAT_APP_ID、WECHAT_APP_SECRET）后，客户将在微信中打开小程序客服。',
  simulatorPath: '小程序页面',
  simulatorTask: '任务编号',
  simulatorTenant: '公司编码',
  notConfigured: '微信小程序未配置',
  simulatorOff: '小程序模拟页面未开启',
} as const;

/** POST /api/weixin/getGenerateScheme (staff): the link of a recipient of one of the caller's tasks. */
export const generateSchemeSchema = {
  $id: 'weixinGenerateScheme',
  type: 'object',
  properties: {
    tenantCode: { type: 'string', minLength: 1, maxLength: 64, errorMessage: miniProgramTexts.badTenant },
    path: { type: 'string', maxLength: 256, pattern: MINI_PROGRAM_PATH.source, errorMessage: miniProgramTexts.badPath },
    query: { type: 'string', maxLength: 1024, pattern: QUERY_PATTERN, errorMessage: miniProgramTexts.badQuery },
  },
  required: ['tenantCode', 'path', 'query'],
  additionalProperties: false,
  errorMessage: {
    required: {
      tenantCode: miniProgramTexts.badTenant,
      path: miniProgramTexts.badPath,
      query: miniProgramTexts.badQuery,
    },
  },
} as const;

/** POST /api/customer/weixin/getGenerateScheme: the customer's page, keyed by its link's recipient id. */
export const customerSchemeSchema = {
  $id: 'customerGenerateScheme',
  type: 'object',
  properties: { taskId: uuidField(miniProgramTexts.badQuery) },
  required: ['taskId'],
  additionalProperties: false,
  errorMessage: { required: { taskId: miniProgramTexts.badQuery } },
} as const;

/** The recipient a scheme's query names (its taskId), or null when it names none. */
export function schemeTaskId(query: string): string | null {
  const taskId = new URLSearchParams(query).get('taskId');
  return isUuid(taskId) ? taskId : null;
}

/** The query a customer's link carries into the mini program. */
export const customerSchemeQuery = (taskId: string, tenantCode: string) =>
  new URLSearchParams({ taskId, tenantCode }).toString();

export const miniProgramPaths = {
  scheme: '/api/weixin/getGenerateScheme',
  customerScheme: '/api/customer/weixin/getGenerateScheme',
} as const;
