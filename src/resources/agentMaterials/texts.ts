/** The agent's material pages of approved studio content (spec 1 §2: 展业素材 /zgyeManagement, 数字人模板 /imageManagement). */
export const ZGYE_RESOURCE = 'zgyeManagement';
export const APPROVED_TEMPLATE_RESOURCE = 'imageManagement';

export const AGENT_MATERIAL_TEXTS = {
  zgyeTitle: '展业素材',
  templatesTitle: '数字人模板',
  play: '播放',
  close: '关闭',
  common: '视频模板',
  dynamic: '动态模板',
  type: '类型',
  approvedVersion: '审核通过版本',
} as const;
