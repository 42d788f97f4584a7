import polyglotI18nProvider from 'ra-i18n-polyglot';
import { appZhCN } from './appZhCN';
import { raZhCN } from './raZhCN';

const LOCALES = [
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'en', name: 'English' },
];

const chinese = { ...raZhCN, app: appZhCN };

/** English is loaded when chosen: most users never leave the default. */
async function english() {
  const [{ raEnglish }, { appEn }] = await Promise.all([import('./en'), import('./appEn')]);
  return { ...raEnglish, app: appEn };
}

/** zh-CN by default, ready at once; English after its messages have loaded. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? english() : chinese),
  'zh-CN',
  LOCALES,
  {
    allowMissing: true,
  },
);
