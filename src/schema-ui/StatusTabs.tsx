import { Tab, Tabs } from '@mui/material';
import { useListContext } from 'react-admin';

interface StatusTab {
  /** The filter's value; '' removes the filter. */
  value: string;
  label: string;
}

export interface StatusTabsProps {
  /** The filter the tabs set (e.g. callStatus). */
  source: string;
  tabs: readonly StatusTab[];
  /** The tab that shows while the filter is absent (what the server applies then); '' unless given. */
  absent?: string;
}

/** Tabs over one filter of a list (spec 1 §4 "Call-record tabs", §2.5 live records): picking one refilters from page 1. */
export function StatusTabs({ source, tabs, absent = '' }: StatusTabsProps) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = typeof filterValues[source] === 'string' ? String(filterValues[source]) : absent;
  const choose = (value: string) => {
    const next: Record<string, unknown> = { ...filterValues };
    if (value === '') delete next[source];
    else next[source] = value;
    setFilters(next, displayedFilters);
  };
  return (
    <Tabs
      value={tabs.some((tab) => tab.value === current) ? current : false}
      onChange={(_, value: string) => choose(value)}
      sx={{ px: 2 }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value || 'all'} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
}
