import type { RaRecord } from 'react-admin';
import type { RowAction } from '../../schema-ui/RowActions';
import { SAME_SCREEN_TEXTS } from './texts';
import { serviceWebPaths } from '../../schemas/serviceWeb';
import { pageLink } from '../../domain/pages';

export type SameScreenPage = 'sameScreen' | 'recordSameScreen' | 'sameScreenDetails';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The create page filled from a record (isCopy=1): its link and customer, carried in the query. */
export function copyPath(record: RaRecord): string {
  const shareWeb = record.shareWeb as { _id?: unknown } | undefined;
  const values = {
    shareWebId: text(shareWeb?._id),
    customerName: text(record.customerName),
    customerPhone: text(record.customerPhone),
  };
  return pageLink('sameScreenCreate', { isCopy: 1 }, values);
}

/** Ending asks first, says '关闭成功' and refreshes; only a record in progress offers it. */
export function endAction(record: RaRecord, from: SameScreenPage): RowAction[] {
  if (record.callStatus !== 'inProgress') return [];
  return [
    {
      label: SAME_SCREEN_TEXTS.end,
      question: SAME_SCREEN_TEXTS.confirmEnd,
      request: { method: 'POST', path: serviceWebPaths.end, body: { serviceId: String(record.id), from } },
      done: SAME_SCREEN_TEXTS.closed,
      danger: true,
    },
  ];
}
