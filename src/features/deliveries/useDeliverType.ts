import { useLocation } from 'react-router-dom';
import type { DeliverType } from '../../schemas/deliveryTask';

/** The kind of task a page is about, from its path: /richMediaTask/… or /5gTask/…. */
export function useDeliverType(): { deliverType: DeliverType; base: string } {
  return useLocation().pathname.startsWith('/5gTask')
    ? { deliverType: 'callFive', base: '/5gTask' }
    : { deliverType: 'richMedia', base: '/richMediaTask' };
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
