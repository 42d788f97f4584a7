/** The 5G materials screen (/fifthGenerationManagement): texts (spec 2 §2.3, §5, §8). */
import { fiveGLinkTexts, fiveGMaterialTexts } from '../../schemas/fiveG';

export const FIVE_G_MATERIAL_TEXTS = {
  ...fiveGMaterialTexts,
  title: '5G素材',
  hint: '支持pdf、jpg、jpeg、png、doc、docx、ppt、pptx，图片需为竖屏（高/宽大于1.5）',
  cancel: '取消',
  delete: '删除',
  confirmDelete: '确定要删除该素材吗？',
  addLink: fiveGLinkTexts.title,
  linkName: '名称',
  linkUrl: '链接地址',
  linkAdded: '添加成功',
  save: '确定',
} as const;
