/** The H5 link screens (/productManagement, /zhibaoManagement, /YxzxManagement, /digitalHuman/list): resources and texts (spec 1 §7.5, §8). */
import { shareWebTexts } from '../../schemas/shareWeb';

export const PRODUCT_RESOURCE = 'productManagement';
export const MEASUREMENT_RESOURCE = 'zhibaoManagement';
export const YXZX_RESOURCE = 'YxzxManagement';
export const DIGITAL_HUMAN_RESOURCE = 'digitalHuman';

export const SHARE_WEB_TEXTS = {
  productTitle: '链接素材',
  measurementTitle: '测评素材',
  yxzxTitle: '营销中心',
  digitalHumanTitle: '数字人素材',
  createTitle: '添加链接',
  editTitle: '编辑链接',
  createDigitalHumanTitle: '添加数字人素材',
  editDigitalHumanTitle: '编辑数字人素材',
  added: shareWebTexts.added,
  edited: shareWebTexts.edited,
  deleted: shareWebTexts.deleted,
  confirmDelete: '确定要删除该链接吗？',
  edit: '编辑',
  watch: '观看',
  delete: '删除',
  exportName: 'H5链接列表',
  newLinkNotice: '新的产品链接，产品列表已更新',
  thumbnail: '缩略图',
} as const;
