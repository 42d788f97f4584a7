import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brandPalette } from './brand';

/** Spec 1 §9: the menu is 276 wide. MUI's locale texts are added by LocaleTheme for the chosen locale. */
export const appTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: brandPalette,
  sidebar: { width: 276, closedWidth: 56 },
};
