import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { appEn } from './appEn';
import { appZhCN } from './appZhCN';
import { raEnglish } from './en';
import { raZhCN } from './raZhCN';

export const LOCALES = [
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'en', name: 'English' },
];

const messages = {
  'zh-CN': { ...raZhCN, app: appZhCN },
  en: { ...raEnglish, app: appEn },
};

const dayjsLocale = (locale: string) => (locale === 'en' ? 'en' : 'zh-cn');

const polyglot = polyglotI18nProvider((locale) => (locale === 'en' ? messages.en : messages['zh-CN']), 'zh-CN', LOCALES, {
  allowMissing: true,
});

dayjs.locale('zh-cn');

/** zh-CN by default; dayjs follows the chosen locale. */
export const i18nProvider = {
  ...polyglot,
  changeLocale: async (locale: string) => {
    dayjs.locale(dayjsLocale(locale));
    await polyglot.changeLocale(locale);
  },
};
