// @vitest-environment jsdom
import { createTheme, useTheme, type Theme } from '@mui/material/styles';
import { cleanup, render } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { LocaleTheme, localeThemes } from './LocaleTheme';

afterEach(cleanup);

const rowsPerPage = (theme: Theme) => theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage;

describe('the layout theme with the locale texts', () => {
  it('is made once for an outer theme and kept, in each locale its own texts', () => {
    const outer = createTheme();
    const zh = localeThemes.zh(outer);
    expect(localeThemes.zh(outer)).toBe(zh);
    expect(rowsPerPage(zh)).toBe('每页行数:');
    expect(rowsPerPage(localeThemes.en(outer))).not.toBe('每页行数:');
    expect(localeThemes.zh(createTheme())).not.toBe(zh);
  });

  it('hands the pages below the same theme when the layout draws again', () => {
    const seen: Theme[] = [];
    const Probe = ({ round }: { round: number }) => {
      seen.push(useTheme());
      return <p>{round}</p>;
    };
    const drawn = (round: number) => (
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <LocaleTheme>
          <Probe round={round} />
        </LocaleTheme>
      </AdminContext>
    );
    const { rerender } = render(drawn(1));
    rerender(drawn(2));
    rerender(drawn(3));
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(1);
    expect(rowsPerPage(seen[0]!)).toBe('每页行数:');
  });
});
