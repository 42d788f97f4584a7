/**
 * The three parts of a delivery task's detail (spec 3 §2: interaction detail, video detail, call quality):
 * the columns the page shows and the export writes, from one definition.
 */
import {
  deliveryRecipientStatusNames,
  outcomeNames,
  transferCallStatusNames,
  type DeliveryRecipientRecord,
} from './deliveryTask';

export type DetailPart = 'part1' | 'part2' | 'part3';
export const DETAIL_PARTS: readonly DetailPart[] = ['part1', 'part2', 'part3'];
export const partTitles: Record<DetailPart, string> = { part1: '互动详情', part2: '视频详情', part3: '通话质量' };

export interface PartColumn {
  key: string;
  title: string;
  /** A customer's phone: masked for a role that may not see it in full. */
  pii?: 'phone';
  value: (r: DeliveryRecipientRecord) => string | number;
}

/** The columns of each part; `time` writes an ISO instant as the reader reads it. */
export function partColumns(time: (iso: string) => string): Record<DetailPart, PartColumn[]> {
  const person: PartColumn[] = [
    { key: 'name', title: '姓名', value: (r) => r.name },
    { key: 'phone', title: '手机号', value: (r) => r.phone, pii: 'phone' },
  ];
  return {
    part1: [
      ...person,
      { key: 'status', title: '状态', value: (r) => deliveryRecipientStatusNames[r.status] },
      { key: 'answer', title: '回答', value: (r) => r.answer ?? '' },
      { key: 'outcome', title: '回答结果', value: (r) => (r.outcome ? outcomeNames[r.outcome] : '') },
    ],
    part2: [
      ...person,
      { key: 'sentAt', title: '发送时间', value: (r) => (r.sentAt ? time(r.sentAt) : '') },
      { key: 'startTime', title: '开始观看', value: (r) => (r.watch?.startTime ? time(r.watch.startTime) : '') },
      { key: 'endTime', title: '结束观看', value: (r) => (r.watch?.endTime ? time(r.watch.endTime) : '') },
      { key: 'watchTime', title: '观看时长(秒)', value: (r) => (r.watch ? Math.round(r.watch.watchTime) : '') },
    ],
    part3: [
      ...person,
      {
        key: 'call',
        title: '转人工',
        value: (r) => (r.call ? (transferCallStatusNames[r.call.status] ?? r.call.status) : ''),
      },
      { key: 'agent', title: '接听坐席', value: (r) => r.call?.agentName ?? '' },
    ],
  };
}
