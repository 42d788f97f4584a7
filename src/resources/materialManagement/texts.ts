/** The file screens (/materialManagement, /materialVideo): resources and texts (spec 1 §8, spec 2 §5). */
import { fileTexts } from '../../schemas/file';

export const DOCUMENT_RESOURCE = 'materialManagement';
export const VIDEO_RESOURCE = 'materialVideo';

export const FILE_TEXTS = {
  documentTitle: '文件素材',
  videoTitle: '视频素材',
  editDocumentTitle: '编辑文件',
  editVideoTitle: '编辑视频',
  uploadDocument: '上传文件',
  uploadVideo: '上传视频',
  file: '文件',
  videoFile: '视频文件',
  chooseFile: '选择文件',
  chooseVideo: '选择视频',
  noFileChosen: '未选择文件',
  documentHint: '支持jpg、jpeg、png图片和doc、docx、pdf、ppt、pptx文件',
  videoHint: '仅支持MP4格式，单个文件',
  fileName: '文件名称',
  videoName: '视频名称',
  organisation: '机构',
  upload: '上传',
  resume: '继续上传',
  cancel: '取消',
  uploading: '上传中…',
  progress: (percent: number) => `已上传 ${percent}%`,
  merging: '正在合并视频…',
  download: '下载',
  edit: '编辑',
  delete: '删除',
  confirmDeleteDocument: '确定要删除该文件吗？',
  confirmDeleteVideo: '确定要删除该视频吗？',
  exportName: '文件列表',
  uploaded: fileTexts.uploaded,
  edited: fileTexts.edited,
  deleted: fileTexts.deleted,
} as const;

export const documentUploadTexts = {
  fileRequired: fileTexts.fileRequired,
  nameRequired: '请输入文件名称',
  nameTooLong: fileTexts.nameTooLong,
};
export const videoUploadTexts = {
  fileRequired: '请选择视频文件',
  nameRequired: '请输入视频名称',
  nameTooLong: fileTexts.videoNameTooLong,
};
