import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brandPalette } from './brand';

/**
 * Spec 1 §9: the menu is 276 wide. MUI's locale texts are added by LocaleTheme for the chosen locale.
 *
 * No page scrolls sideways at 1366×768: the layout is as wide as the window (react-admin's grows with its widest
 * table), a list's table scrolls inside its own box, headers keep one line, and Chinese words wrap between words,
 * never one character a line.
 */
export const appTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: brandPalette,
  sidebar: { width: 276, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
    MuiTableCell: { styleOverrides: { root: { wordBreak: 'keep-all' }, head: { whiteSpace: 'nowrap' } } },
  },
};
