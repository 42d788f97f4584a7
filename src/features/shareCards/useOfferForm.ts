import { useMemo, useState } from 'react';
import { formatMoney, parseAmount, withTotals, type OfferRow } from '../../domain/offerPrice';

/** The amounts a person edits, by row and field, as typed. */
type AmountField = 'premium' | 'current' | 'past' | 'overdueFine';
type Typed = Record<string, Partial<Record<AmountField | 'coverage', string>>>;

const shown = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : formatMoney(amount);

function typedOf(rows: readonly OfferRow[]): Typed {
  return Object.fromEntries(
    rows.map((row) => [
      row.id,
      {
        coverage: row.coverage ?? '',
        premium: shown(row.premium),
        current: shown(row.current),
        past: shown(row.past),
        overdueFine: shown(row.overdueFine),
      },
    ]),
  );
}

export interface OfferForm {
  typed: Typed;
  /** The rows as typed, each amount read, every total recomputed: what the card shows and the save sends. */
  rows: OfferRow[];
  /** Fields that cannot be read, by `rowId.field`, with why. */
  errors: Record<string, 'badAmount' | 'tooLarge'>;
  set(rowId: string, field: AmountField | 'coverage', value: string): void;
}

/** The edit dialog's state: what is typed, and the rows with live totals read from it. */
export function useOfferForm(initial: readonly OfferRow[]): OfferForm {
  const [typed, setTyped] = useState<Typed>(() => typedOf(initial));
  const { rows, errors } = useMemo(() => {
    const errors: OfferForm['errors'] = {};
    const read = (rowId: string, field: AmountField): number | null => {
      const outcome = parseAmount(typed[rowId]?.[field] ?? '');
      if (outcome.ok) return outcome.value;
      errors[`${rowId}.${field}`] = outcome.error === 'tooLarge' ? 'tooLarge' : 'badAmount';
      return null;
    };
    const parsed = initial.map((row): OfferRow => {
      if (row.type === 'total') return row;
      if (row.type === 'carAndShip')
        return {
          ...row,
          current: read(row.id, 'current'),
          past: read(row.id, 'past'),
          overdueFine: read(row.id, 'overdueFine'),
        };
      const coverage = (typed[row.id]?.coverage ?? '').trim();
      return { ...row, coverage: coverage === '' ? null : coverage, premium: read(row.id, 'premium') };
    });
    return { rows: withTotals(parsed), errors };
  }, [initial, typed]);
  return {
    typed,
    rows,
    errors,
    set: (rowId, field, value) =>
      setTyped((current) => ({ ...current, [rowId]: { ...current[rowId], [field]: value } })),
  };
}
