import { describe, expect, it } from 'vitest';
import { dateTimeText } from './DateTimeField';

describe('a date-time cell', () => {
  it('reads as the browser writes a date in Chinese', () => {
    for (const iso of ['2026-01-05T02:03:04Z', '2026-11-29T18:00:00.000Z', '2024-02-29T23:59:59Z']) {
      expect(dateTimeText(iso)).toBe(new Date(iso).toLocaleString('zh-CN'));
    }
    expect(dateTimeText(new Date('2026-01-05T02:03:04Z'))).toBe(
      new Date('2026-01-05T02:03:04Z').toLocaleString('zh-CN'),
    );
  });

  it('is empty for a record without the instant or with one that does not read as a date', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(dateTimeText(value)).toBe('');
  });
});
