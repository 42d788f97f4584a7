import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VEHICLE_TAX,
  MAX_AMOUNT,
  OFFER_ROWS,
  formatMoney,
  newOfferRows,
  normalizeOfferRows,
  offerPriceTexts,
  offerTotals,
  parseAmount,
  toCents,
  withTotals,
  type OfferRow,
} from './offerPrice';

/** The card's rows with the given premiums (by row id) and vehicle tax parts. */
function rowsWith(
  premiums: Record<string, number | null>,
  tax: Partial<Pick<OfferRow, 'current' | 'past' | 'overdueFine'>> = {},
): OfferRow[] {
  return newOfferRows().map((row) => {
    if (row.type === 'carAndShip') return { ...row, ...tax };
    if (row.id in premiums) return { ...row, premium: premiums[row.id] ?? null };
    return row;
  });
}

const valueOf = (rows: readonly OfferRow[], id: string) => rows.find((row) => row.id === id)?.value;

describe('offer price rows', () => {
  it('has the eight insurance items and the three totals, the vehicle tax defaulting to 100', () => {
    expect(OFFER_ROWS.filter((row) => row.type !== 'total')).toHaveLength(8);
    expect(OFFER_ROWS.filter((row) => row.type === 'total').map((row) => row.totalType)).toEqual([
      'businessTotal',
      'coverageTotal',
      'total',
    ]);
    const tax = newOfferRows().find((row) => row.type === 'carAndShip');
    expect(tax?.current).toBe(DEFAULT_VEHICLE_TAX);
  });
});

describe('offerTotals', () => {
  it('adds the five commercial premiums, then compulsory and accident plan, then the tax', () => {
    const rows = rowsWith(
      {
        vehicleDamage: 2000,
        thirdParty: 1000,
        driver: 50,
        passenger: 100,
        roadRescue: 30,
        compulsory: 950,
        accidentPlan: 200,
      },
      { current: 300, past: 100, overdueFine: 12.5 },
    );
    expect(offerTotals(rows)).toEqual({ businessTotal: 3180, coverageTotal: 4330, tax: 412.5, total: 4742.5 });
  });

  it('sums in cents, so decimal premiums add up exactly', () => {
    const rows = rowsWith({ vehicleDamage: 0.1, thirdParty: 0.2 }, { current: null });
    expect(offerTotals(rows).businessTotal).toBe(0.3);
    expect(formatMoney(offerTotals(rows).total)).toBe('0.30');
  });

  it('leaves a total empty when every part is empty, and counts empty parts as nothing otherwise', () => {
    const empty = rowsWith({}, { current: null, past: null, overdueFine: null });
    expect(offerTotals(empty)).toEqual({ businessTotal: null, coverageTotal: null, tax: null, total: null });
    const compulsoryOnly = rowsWith({ compulsory: 950 }, { current: null });
    expect(offerTotals(compulsoryOnly)).toEqual({ businessTotal: null, coverageTotal: 950, tax: null, total: 950 });
    expect(offerTotals(newOfferRows())).toEqual({ businessTotal: null, coverageTotal: null, tax: 100, total: 100 });
  });

  it('does not count the premium of a row outside the commercial five in the business total', () => {
    const rows = rowsWith({ vehicleDamage: 100, compulsory: 950, accidentPlan: 50 });
    expect(offerTotals(rows).businessTotal).toBe(100);
    expect(offerTotals(rows).coverageTotal).toBe(1100);
  });
});

describe('withTotals', () => {
  it('rounds the amounts to cents and writes each row value', () => {
    const rows = withTotals(rowsWith({ vehicleDamage: 1.005, thirdParty: 2.004 }, { current: 99.995 }));
    expect(rows.find((row) => row.id === 'vehicleDamage')?.premium).toBe(1.01);
    expect(valueOf(rows, 'thirdParty')).toBe(2);
    expect(valueOf(rows, 'businessTotal')).toBe(3.01);
    expect(valueOf(rows, 'vehicleTax')).toBe(100);
    expect(valueOf(rows, 'total')).toBe(103.01);
  });
});

describe('formatMoney', () => {
  it('shows thousands separators and two decimals', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('5.00');
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(999.995)).toBe('1,000.00');
    expect(formatMoney(MAX_AMOUNT)).toBe('99,999,999.99');
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
  });

  it("shows '-' for an empty or unusable amount", () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney(Number.NaN)).toBe('-');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('toCents', () => {
  it('rounds half away from zero without binary surprises', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.015)).toBe(2);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(1e21)).toBe(1e23);
  });
});

describe('parseAmount', () => {
  it('reads digits, a decimal point and separators; blank is empty', () => {
    expect(parseAmount('1234.5')).toEqual({ ok: true, value: 1234.5 });
    expect(parseAmount(' 1,234.567 ')).toEqual({ ok: true, value: 1234.57 });
    expect(parseAmount('1，000')).toEqual({ ok: true, value: 1000 });
    expect(parseAmount('.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseAmount('12.')).toEqual({ ok: true, value: 12 });
    expect(parseAmount('   ')).toEqual({ ok: true, value: null });
  });

  it('refuses letters, signs, exponents, several points and amounts past the limit', () => {
    for (const text of ['abc', '-5', '+5', '1e3', '1.2.3', '¥100', '0x10', 'NaN', 'Infinity'])
      expect(parseAmount(text).ok, text).toBe(false);
    expect(parseAmount('100000000')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseAmount('99999999.99')).toEqual({ ok: true, value: MAX_AMOUNT });
  });
});

describe('normalizeOfferRows', () => {
  const valid = () => withTotals(rowsWith({ vehicleDamage: 2000, compulsory: 950 }));

  it('keeps a valid content, recomputing totals and putting back the known titles and types', () => {
    const sent = valid().map((row) =>
      row.id === 'vehicleDamage' ? { ...row, title: '改过的标题', type: 'total' as const } : row,
    );
    const result = normalizeOfferRows(sent);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.find((row) => row.id === 'vehicleDamage')).toMatchObject({
      title: '机动车损失保险',
      type: 'common',
      premium: 2000,
      value: 2000,
    });
    expect(valueOf(result.value, 'total')).toBe(3050);
  });

  it('fills totals the client left out, and orders the rows as the card has them', () => {
    const sent = [...valid()]
      .reverse()
      .map((row) => (row.type === 'total' ? { id: row.id, title: row.title, type: row.type } : row));
    const result = normalizeOfferRows(sent);
    expect(result.ok && result.value.map((row) => row.id)).toEqual(OFFER_ROWS.map((row) => row.id));
    expect(result.ok && valueOf(result.value, 'coverageTotal')).toBe(2950);
  });

  it('refuses totals that disagree with the items, never trusting them', () => {
    const sent = valid().map((row) => (row.id === 'total' ? { ...row, value: 1 } : row));
    expect(normalizeOfferRows(sent)).toEqual({ ok: false, error: offerPriceTexts.totalsDiffer });
    const tax = valid().map((row) => (row.id === 'vehicleTax' ? { ...row, value: 0 } : row));
    expect(normalizeOfferRows(tax)).toEqual({ ok: false, error: offerPriceTexts.totalsDiffer });
  });

  it('ignores the value a client sent for an item: its premium counts', () => {
    const sent = valid().map((row) => (row.id === 'vehicleDamage' ? { ...row, value: 5 } : row));
    expect(normalizeOfferRows(sent).ok).toBe(true);
  });

  it('refuses what is not the card: not a list, a missing, unknown or repeated row', () => {
    expect(normalizeOfferRows({})).toEqual({ ok: false, error: offerPriceTexts.badContent });
    expect(normalizeOfferRows('[]')).toEqual({ ok: false, error: offerPriceTexts.badContent });
    expect(normalizeOfferRows([null])).toEqual({ ok: false, error: offerPriceTexts.badContent });
    expect(normalizeOfferRows(valid().filter((row) => row.id !== 'roadRescue'))).toEqual({
      ok: false,
      error: offerPriceTexts.missingRow('道路救援服务特约条款'),
    });
    expect(normalizeOfferRows([...valid(), { id: 'other', title: 'x', type: 'common' }])).toEqual({
      ok: false,
      error: offerPriceTexts.unknownRow,
    });
    expect(normalizeOfferRows([...valid(), valid()[0]])).toEqual({ ok: false, error: offerPriceTexts.duplicateRow });
  });

  it('refuses negative, non-numeric, infinite and too large amounts, and a long coverage', () => {
    const withRow = (patch: Record<string, unknown>) =>
      valid().map((row) => (row.id === 'thirdParty' ? { ...row, ...patch } : row));
    const title = '第三者责任保险';
    expect(normalizeOfferRows(withRow({ premium: -1 }))).toEqual({
      ok: false,
      error: offerPriceTexts.badAmount(title),
    });
    expect(normalizeOfferRows(withRow({ premium: '100' }))).toEqual({
      ok: false,
      error: offerPriceTexts.badAmount(title),
    });
    expect(normalizeOfferRows(withRow({ premium: Number.POSITIVE_INFINITY }))).toEqual({
      ok: false,
      error: offerPriceTexts.badAmount(title),
    });
    expect(normalizeOfferRows(withRow({ premium: MAX_AMOUNT + 1 }))).toEqual({
      ok: false,
      error: offerPriceTexts.tooLarge(title),
    });
    expect(normalizeOfferRows(withRow({ coverage: 'x'.repeat(21) }))).toEqual({
      ok: false,
      error: offerPriceTexts.coverageTooLong(title),
    });
    expect(normalizeOfferRows(withRow({ coverage: 100 }))).toEqual({ ok: false, error: offerPriceTexts.badContent });
  });

  it('keeps an empty coverage as empty', () => {
    const result = normalizeOfferRows(
      valid().map((row) => (row.id === 'thirdParty' ? { ...row, coverage: '   ' } : row)),
    );
    expect(result.ok && result.value.find((row) => row.id === 'thirdParty')?.coverage).toBeNull();
  });
});
