import { matchPath, useLocation } from 'react-router-dom';
import type { DeliverType } from '../../schemas/deliveryTask';
import { pagePath, type PageName } from '../../domain/pages';

/** The pages of each kind of task. */
const TYPE_PAGES = {
  callFive: { list: 'fiveGTasks', detail: 'fiveGTaskDetail' },
  richMedia: { list: 'richMediaTasks', detail: 'richMediaTaskDetail' },
} as const satisfies Record<DeliverType, Record<string, PageName>>;

/** The kind of task a page is about, from the page its path matches: /richMediaTask/… or /5gTask/…. */
export function useDeliverType(): { deliverType: DeliverType; pages: (typeof TYPE_PAGES)[DeliverType] } {
  const { pathname } = useLocation();
  const callFive = Object.values(TYPE_PAGES.callFive).some((name) => matchPath(pagePath(name), pathname));
  const deliverType: DeliverType = callFive ? 'callFive' : 'richMedia';
  return { deliverType, pages: TYPE_PAGES[deliverType] };
}

export const localTime = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** Recipients typed one a line as "姓名,手机号" (a Chinese comma or a tab also separates). */
export function parseRecipientLines(text: string): {
  recipients: { name: string; phone: string }[];
  badLine: number | null;
} {
  const recipients: { name: string; phone: string }[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const [name, phone, ...rest] = line.split(/[,，\t]/).map((part) => part.trim());
    if (!name || !phone || rest.length > 0) return { recipients, badLine: index + 1 };
    recipients.push({ name, phone });
  }
  return { recipients, badLine: null };
}
