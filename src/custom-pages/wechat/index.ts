import { lazy } from 'react';

/** The enterprise-messaging landing (/wechat), loaded when first opened. */
export const WechatLanding = lazy(() => import('./WechatLanding').then((m) => ({ default: m.WechatLanding })));
