import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { MiniProgramLinks } from './port';
import { SimulatedMiniProgramLinks } from './simulator';
import { WechatMiniProgramLinks } from './wechat';

export { MiniProgramLinkError, type MiniProgramLink, type MiniProgramLinks } from './port';

/** WeChat's API when the app is configured (WECHAT_APP_ID, WECHAT_APP_SECRET), the local simulator otherwise. */
export function createMiniProgramLinks(config: Pick<Config, 'wechat'>, clock: Pick<Clock, 'now'>): MiniProgramLinks {
  return config.wechat ? new WechatMiniProgramLinks(config.wechat, clock) : new SimulatedMiniProgramLinks();
}
