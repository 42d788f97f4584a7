import { enUS, zhCN } from '@mui/material/locale';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/** MUI's own texts (pagination, pickers' shell, aria labels) in the chosen locale. */
export function LocaleTheme({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  return <ThemeProvider theme={(outer: Theme) => createTheme(outer, locale === 'en' ? enUS : zhCN)}>{children}</ThemeProvider>;
}
