import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/** The date and time pickers' texts and dayjs locale, in the chosen locale; only pages with a picker load them. */
export function PickersLocale({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const english = locale === 'en';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={english ? 'en' : 'zh-cn'}
      localeText={(english ? enUS : zhCN).components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
