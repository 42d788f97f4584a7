import { enUS, zhCN } from '@mui/material/locale';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/** MUI's own texts (pagination, aria labels) in the chosen locale; the time pickers bring their own (PickersLocale). */
export function LocaleTheme({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  return (
    <ThemeProvider theme={(outer: Theme) => createTheme(outer, locale === 'en' ? enUS : zhCN)}>
      {children}
    </ThemeProvider>
  );
}
