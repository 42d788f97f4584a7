import { enUS, zhCN, type Localization } from '@mui/material/locale';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/**
 * The outer theme with one locale's texts, made once per outer theme. ThemeProvider keeps the theme it made
 * for as long as this function and the outer theme are the same; a function made anew on each render would
 * merge the whole theme again and hand every styled component below a new theme on every render.
 */
function withTexts(texts: Localization): (outer: Theme) => Theme {
  const made = new WeakMap<Theme, Theme>();
  return (outer) => {
    let theme = made.get(outer);
    if (!theme) {
      theme = createTheme(outer, texts);
      made.set(outer, theme);
    }
    return theme;
  };
}

export const localeThemes = { zh: withTexts(zhCN), en: withTexts(enUS) } as const;

/** MUI's own texts (pagination, aria labels) in the chosen locale; the time pickers bring their own (PickersLocale). */
export function LocaleTheme({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  return <ThemeProvider theme={locale === 'en' ? localeThemes.en : localeThemes.zh}>{children}</ThemeProvider>;
}
