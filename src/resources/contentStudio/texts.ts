/** The studio's config lists (/MaterialImageManagement/list/:type, /TagManagement/list/:type): resources, routes and texts. */
export const MATERIAL_IMAGE_RESOURCE = 'MaterialImageManagement';
export const TAG_RESOURCE = 'TagManagement';

export const CONTENT_STUDIO_TEXTS = {
  upload: '上传图片',
  uploadTitle: '上传图片',
  chooseFile: '选择图片',
  fileHint: '支持jpg、jpeg、png格式，小于5MB',
  name: '图片名称',
  cancel: '取消',
  confirm: '确定',
  remove: '删除',
  confirmRemove: '确定删除吗？',
  addTag: '新建标签',
  editTag: '编辑',
  tagName: '标签名称',
  authorize: '授权',
  authorizeTitle: '授权范围（不选为全部可用）',
  authorizeTenants: '可使用的公司',
  authorizeOrgs: '可使用的机构',
  noTags: '暂无可用标签',
} as const;
