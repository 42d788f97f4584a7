/** The interaction template screens (/interactionTemplate/configList and configDetail): routes and texts. */
import type { AnswerOutcome, TransferStrategy } from '../../domain/interaction';

export const INTERACTION_RESOURCE = 'interactionTemplate';

export const INTERACTION_TEXTS = {
  listTitle: '互动模板配置',
  detailTitle: '互动模板详情',
  create: '新建模板',
  createTitle: '新建互动模板',
  name: '模板名称',
  namePlaceholder: '请输入模板名称',
  confirm: '确定',
  cancel: '取消',
  edit: '编辑',
  save: '保存',
  back: '返回',
  remove: '删除',
  confirmRemove: '确定删除该互动模板吗？',
  preview: '互动预览',
  backgrounds: '背景图片',
  cards: '卡片图片',
  tags: '标签管理',
  inquiry: '询问',
  inquiryBackground: '询问背景',
  inquiryCard: '询问卡片',
  inquiryReply: '询问回复话术',
  wait: '等待',
  waitCard: '等待卡片',
  waitReply: '等待回复话术',
  isConnect: '接通后开始互动',
  card: '卡片',
  reply: '回复话术',
  keywords: '关键词',
  keywordsEdit: '设置关键词',
  keywordsTitle: '关键词选项',
  keywordAdd: '添加',
  keywordPlaceholder: '输入关键词后回车',
  noKeywords: '未设置关键词',
  staffService: '转人工客服组',
  noStaff: '不转人工',
  transferStrategy: '转人工策略',
  none: '无',
  answerPlaceholder: '输入客户的回答',
  answerSend: '回答',
  restart: '重新开始',
  outcomeIs: (name: string) => `识别结果：${name}`,
  transferTo: '将为客户转接人工客服',
  toMiniProgram: '回复后将为客户打开小程序客服',
} as const;

export const OUTCOME_NAMES: Record<AnswerOutcome, string> = { yes: '肯定回答', no: '否定回答', default: '默认回答' };

export const STRATEGY_NAMES: Record<TransferStrategy, string> = {
  none: '不转人工',
  direct: '立即转人工',
  afterReply: '回复后转人工',
  miniProgram: '回复后转小程序客服',
};
