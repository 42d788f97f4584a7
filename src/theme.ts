import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Spec 1 §9: the menu is 276 wide. MUI's locale texts are added by LocaleTheme for the chosen locale. */
export const appTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#1677ff' }, secondary: { main: '#001529' } },
  sidebar: { width: 276, closedWidth: 56 },
};
