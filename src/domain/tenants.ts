/** The tenant whose default link type is measurement (spec 1 §1 and §9). */
export const VIDEO_SELLS_TENANT_CODE = 'cmb_videoSells';
