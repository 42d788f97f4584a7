import type { ReactElement } from 'react';
import { dayBoundary } from '../domain/timeWindows';
import { DayInput } from './DayInput';
import { SCHEMA_UI_TEXTS } from './texts';

/**
 * The start and end days of a list's time window, sent as beginTime (the day's 00:00) and endTime (its
 * 23:59:59.999) in the viewer's time.
 */
export function timeRangeFilters(
  labels: { begin: string; end: string } = { begin: SCHEMA_UI_TEXTS.beginDay, end: SCHEMA_UI_TEXTS.endDay },
): ReactElement[] {
  return [
    <DayInput
      key="beginTime"
      source="beginTime"
      label={labels.begin}
      parse={(day: string) => dayBoundary(day, 'start')}
      alwaysOn
    />,
    <DayInput
      key="endTime"
      source="endTime"
      label={labels.end}
      parse={(day: string) => dayBoundary(day, 'end')}
      alwaysOn
    />,
  ];
}
