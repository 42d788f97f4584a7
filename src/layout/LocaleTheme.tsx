import { enUS, zhCN } from '@mui/material/locale';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickersEnUS, zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/** MUI's own texts (pagination, aria labels) and the date and time pickers, in the chosen locale. */
export function LocaleTheme({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const english = locale === 'en';
  const pickers = english ? pickersEnUS : pickersZhCN;
  return (
    <ThemeProvider theme={(outer: Theme) => createTheme(outer, english ? enUS : zhCN, pickers)}>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={english ? 'en' : 'zh-cn'}
        localeText={pickers.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        {children}
      </LocalizationProvider>
    </ThemeProvider>
  );
}
