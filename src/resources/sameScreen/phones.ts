/** Rules of the invitation SMS dialog (spec 1 §7.4 sendInviteMessage), checked as the server checks them. */
import { isMobile } from '../../schemas/fields';
import { serviceWebTexts, SMS_PHONES_MAX } from '../../schemas/serviceWeb';

/** The phones typed in one field, separated by commas (either width), semicolons, spaces or lines; repeats once. */
export function splitPhones(text: string): string[] {
  return [...new Set(text.split(/[\s,，;；、]+/).filter((part) => part !== ''))];
}

/** Why these phones cannot be sent to, or null when they can. */
export function phonesProblem(phones: readonly string[]): string | null {
  if (phones.length === 0) return serviceWebTexts.phonesRequired;
  const wrong = phones.find((phone) => !isMobile(phone));
  if (wrong !== undefined) return `${serviceWebTexts.phoneInvalid}：${wrong}`;
  if (phones.length > SMS_PHONES_MAX) return serviceWebTexts.tooManyPhones;
  return null;
}
