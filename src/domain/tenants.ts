/**
 * The video-sales tenant (spec 1 §1): it says 同屏 (same screen) where others say 会话 or 会议, its default link type is
 * measurement, and its agents' record lists skip the per-agent filter.
 */
export const VIDEO_SELLS_TENANT_CODE = 'cmb_videoSells';

export const isVideoSellsTenant = (tenantCode: string | null | undefined): boolean =>
  tenantCode === VIDEO_SELLS_TENANT_CODE;
