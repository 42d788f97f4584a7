/**
 * The offer-price share card (spec 3 §3 "Share card template (offer price)"): its rows, the eight
 * insurance items, the totals and how money is shown. Amounts are kept in yuan with two decimals and
 * summed in cents, so 0.1 + 0.2 is 0.30 and never 0.30000000000000004.
 */

type OfferRowType = 'common' | 'total' | 'carAndShip';
type OfferTotalType = 'businessTotal' | 'coverageTotal' | 'total';

/** One row of the card as stored (the content's JSON): a null amount is an empty one, shown as '-'. */
export interface OfferRow {
  id: string;
  title: string;
  type: OfferRowType;
  coverage?: string | null;
  premium?: number | null;
  /** What the row counts for: an item's premium, the vehicle tax, a total. Always recomputed. */
  value?: number | null;
  totalType?: OfferTotalType;
  /** The vehicle and vessel tax of this year (default 100), of past years, and the overdue fine. */
  current?: number | null;
  past?: number | null;
  overdueFine?: number | null;
}

export type OfferOutcome<T> = { ok: true; value: T } | { ok: false; error: string };

export const offerPriceTexts = {
  badContent: '分享卡片内容不正确',
  missingRow: (title: string) => `分享卡片缺少"${title}"一行`,
  unknownRow: '分享卡片中有无法识别的行',
  duplicateRow: '分享卡片中有重复的行',
  badAmount: (title: string) => `"${title}"的金额不正确，请输入不小于0的数字`,
  tooLarge: (title: string) => `"${title}"的金额不能超过${formatMoney(MAX_AMOUNT)}`,
  coverageTooLong: (title: string) => `"${title}"的保额不能超过${COVERAGE_MAX}个字符`,
  totalsDiffer: '合计金额与明细不符，请刷新后重试',
} as const;

/** The vehicle and vessel tax of this year when none is entered (spec 3 §9). */
export const DEFAULT_VEHICLE_TAX = 100;
export const MAX_AMOUNT = 99_999_999.99;
export const COVERAGE_MAX = 20;

/** The five commercial items, whose premiums make the business total. */
const COMMERCIAL_ITEMS = ['vehicleDamage', 'thirdParty', 'driver', 'passenger', 'roadRescue'] as const;
const COMPULSORY = 'compulsory';
const ACCIDENT_PLAN = 'accidentPlan';
const VEHICLE_TAX = 'vehicleTax';

/** The card's rows in order: the eight insurance items and the three totals. */
export const OFFER_ROWS: readonly OfferRow[] = [
  { id: 'vehicleDamage', title: '机动车损失保险', type: 'common' },
  { id: 'thirdParty', title: '第三者责任保险', type: 'common' },
  { id: 'driver', title: '车上人员责任险（司机）', type: 'common' },
  { id: 'passenger', title: '车上人员责任险（乘客）', type: 'common' },
  { id: 'roadRescue', title: '道路救援服务特约条款', type: 'common' },
  { id: 'businessTotal', title: '商业险合计', type: 'total', totalType: 'businessTotal' },
  { id: COMPULSORY, title: '机动车交通事故责任强制保险', type: 'common' },
  { id: ACCIDENT_PLAN, title: '驾乘意外险（基础计划）', type: 'common' },
  { id: 'coverageTotal', title: '保费合计', type: 'total', totalType: 'coverageTotal' },
  { id: VEHICLE_TAX, title: '车船税', type: 'carAndShip' },
  { id: 'total', title: '总计', type: 'total', totalType: 'total' },
];

/** The rows of a new card: every amount empty but this year's vehicle tax. */
export function newOfferRows(): OfferRow[] {
  return OFFER_ROWS.map((row) => {
    if (row.type === 'carAndShip')
      return { ...row, current: DEFAULT_VEHICLE_TAX, past: null, overdueFine: null, value: DEFAULT_VEHICLE_TAX };
    if (row.type === 'total') return { ...row, value: null };
    return { ...row, coverage: null, premium: null, value: null };
  });
}

/** Yuan as whole cents, half away from zero; null for an empty or unusable amount. */
export function toCents(amount: number | null | undefined): number | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  // Shifting the decimal point in the text avoids binary fractions: 1.005 is 101 cents, not 100.
  const [mantissa, exponent = '0'] = String(Math.abs(amount)).split('e');
  const cents = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  return amount < 0 ? -cents : cents;
}

const fromCents = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** An amount rounded to two decimals; null stays null. */
const roundMoney = (amount: number | null | undefined): number | null => fromCents(toCents(amount));

/** Spec 3 §3: thousands separators and two decimals, or '-' when empty. */
export function formatMoney(amount: number | null | undefined): string {
  const cents = toCents(amount);
  if (cents === null) return '-';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const yuan = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * What a person typed as an amount: digits with an optional decimal point, thousands separators
 * allowed; blank is empty (null). Anything else (letters, a sign, several points) is refused.
 */
export function parseAmount(text: string): OfferOutcome<number | null> {
  const trimmed = text.trim().replace(/[,，]/g, '');
  if (trimmed === '') return { ok: true, value: null };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return { ok: false, error: 'badAmount' };
  const value = roundMoney(Number(trimmed));
  if (value === null || value > MAX_AMOUNT) return { ok: false, error: 'tooLarge' };
  return { ok: true, value };
}

/** The sum of the amounts in cents; empty when every part is empty. */
function sumCents(parts: readonly (number | null)[]): number | null {
  const present = parts.filter((part): part is number => part !== null);
  return present.length === 0 ? null : present.reduce((a, b) => a + b, 0);
}

export interface OfferTotals {
  businessTotal: number | null;
  coverageTotal: number | null;
  tax: number | null;
  total: number | null;
}

/**
 * Spec 3 §3: business total = the five commercial premiums; coverage total = business total +
 * compulsory premium + accident plan premium; tax = current + past + overdue fine; grand total =
 * coverage total + tax. A total of nothing but empty amounts is empty.
 */
export function offerTotals(rows: readonly OfferRow[]): OfferTotals {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const premium = (id: string) => toCents(byId.get(id)?.premium);
  const business = sumCents(COMMERCIAL_ITEMS.map(premium));
  const coverage = sumCents([business, premium(COMPULSORY), premium(ACCIDENT_PLAN)]);
  const taxRow = byId.get(VEHICLE_TAX);
  const tax = sumCents([toCents(taxRow?.current), toCents(taxRow?.past), toCents(taxRow?.overdueFine)]);
  const total = sumCents([coverage, tax]);
  return {
    businessTotal: fromCents(business),
    coverageTotal: fromCents(coverage),
    tax: fromCents(tax),
    total: fromCents(total),
  };
}

/** The rows with every amount rounded to cents and every value recomputed from the amounts. */
export function withTotals(rows: readonly OfferRow[]): OfferRow[] {
  const totals = offerTotals(rows);
  return rows.map((row) => {
    if (row.type === 'total') return { ...row, value: totals[row.totalType ?? 'total'] };
    if (row.type === 'carAndShip')
      return {
        ...row,
        current: roundMoney(row.current),
        past: roundMoney(row.past),
        overdueFine: roundMoney(row.overdueFine),
        value: totals.tax,
      };
    const premium = roundMoney(row.premium);
    return { ...row, premium, value: premium };
  });
}

const AMOUNT_FIELDS = ['premium', 'current', 'past', 'overdueFine', 'value'] as const;

/** An amount as stored: empty, or a finite number from 0 to MAX_AMOUNT. */
function amountProblem(amount: unknown, title: string): string | null {
  if (amount === null || amount === undefined) return null;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return offerPriceTexts.badAmount(title);
  if ((roundMoney(amount) ?? 0) > MAX_AMOUNT) return offerPriceTexts.tooLarge(title);
  return null;
}

/**
 * The card's content as the server keeps it: exactly the card's rows, in its order, each with its own
 * title and type (an edited title or type is put back), amounts rounded to cents and totals recomputed.
 * A row's value sent by the client is only compared: when a total disagrees, the content is refused,
 * since the picture drawn from it would show other sums.
 */
export function normalizeOfferRows(input: unknown): OfferOutcome<OfferRow[]> {
  if (!Array.isArray(input)) return { ok: false, error: offerPriceTexts.badContent };
  const sent = new Map<string, Record<string, unknown>>();
  for (const item of input as unknown[]) {
    if (typeof item !== 'object' || item === null || typeof (item as { id?: unknown }).id !== 'string')
      return { ok: false, error: offerPriceTexts.badContent };
    const row = item as Record<string, unknown> & { id: string };
    if (!OFFER_ROWS.some((known) => known.id === row.id)) return { ok: false, error: offerPriceTexts.unknownRow };
    if (sent.has(row.id)) return { ok: false, error: offerPriceTexts.duplicateRow };
    sent.set(row.id, row);
  }
  const rows: OfferRow[] = [];
  for (const known of OFFER_ROWS) {
    const row = sent.get(known.id);
    if (!row) return { ok: false, error: offerPriceTexts.missingRow(known.title) };
    for (const field of AMOUNT_FIELDS) {
      const problem = amountProblem(row[field], known.title);
      if (problem) return { ok: false, error: problem };
    }
    const coverage = row.coverage;
    if (coverage !== null && coverage !== undefined && typeof coverage !== 'string')
      return { ok: false, error: offerPriceTexts.badContent };
    if (typeof coverage === 'string' && coverage.trim().length > COVERAGE_MAX)
      return { ok: false, error: offerPriceTexts.coverageTooLong(known.title) };
    const amount = (field: (typeof AMOUNT_FIELDS)[number]) => (row[field] as number | null | undefined) ?? null;
    if (known.type === 'total') rows.push({ ...known, value: amount('value') });
    else if (known.type === 'carAndShip')
      rows.push({
        ...known,
        current: amount('current'),
        past: amount('past'),
        overdueFine: amount('overdueFine'),
        value: amount('value'),
      });
    else
      rows.push({
        ...known,
        coverage: typeof coverage === 'string' && coverage.trim() !== '' ? coverage.trim() : null,
        premium: amount('premium'),
        value: amount('value'),
      });
  }
  const computed = withTotals(rows);
  const disagrees = rows.some(
    (row, i) =>
      row.type !== 'common' &&
      sent.get(row.id)?.value !== undefined &&
      toCents(row.value) !== toCents(computed[i]?.value),
  );
  if (disagrees) return { ok: false, error: offerPriceTexts.totalsDiffer };
  return { ok: true, value: computed };
}
