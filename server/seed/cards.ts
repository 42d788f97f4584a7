import type { Kysely } from 'kysely';
import { newOfferRows, withTotals } from '../../src/domain/offerPrice';
import type { DB } from '../db/types';
import { ensureCardTemplate } from '../services/cardTemplates';

/** A sample quote: a family car's usual cover. */
const SAMPLE: Record<string, { coverage: string; premium: number }> = {
  vehicleDamage: { coverage: '128,000.00', premium: 2136.45 },
  thirdParty: { coverage: '2,000,000.00', premium: 1089.6 },
  driver: { coverage: '10,000.00', premium: 25.2 },
  passenger: { coverage: '40,000.00', premium: 64.8 },
  roadRescue: { coverage: '5次', premium: 50 },
  compulsory: { coverage: '200,000.00', premium: 950 },
  accidentPlan: { coverage: '500,000.00', premium: 199 },
};

/** Every tenant's offer-price card (spec 3 §3), with a sample quote; drawn the first time someone saves it. */
export async function seedCardTemplates(db: Kysely<DB>): Promise<void> {
  const rows = withTotals(newOfferRows().map((row) => (SAMPLE[row.id] ? { ...row, ...SAMPLE[row.id] } : row)));
  for (const tenant of await db.selectFrom('tenants').select('id').execute())
    await ensureCardTemplate(db, tenant.id, rows);
}

/** Plan books of each company: one of each kind digital-human material offers, and one of a kind it does not. */
const PLAN_BOOKS = [
  { kind: '寿险', name: '鑫享终身寿险计划书' },
  { kind: '年金险', name: '颐年养老年金计划书' },
  { kind: '两全保险', name: '安康两全保险计划书' },
  { kind: '重疾险', name: '守护重大疾病保险计划书' },
] as const;

/** Every tenant's plan books; its digital-human materials name the book of their kind. */
export async function seedPlanBooks(db: Kysely<DB>): Promise<void> {
  for (const tenant of await db.selectFrom('tenants').select('id').execute()) {
    const books = await db
      .insertInto('insurancePlanBooks')
      .values(PLAN_BOOKS.map((book) => ({ ...book, tenantId: tenant.id })))
      .returning(['id', 'kind'])
      .execute();
    for (const book of books) {
      await db
        .updateTable('shareWebs')
        .set({ insurancePlanBookId: book.id })
        .where('tenantId', '=', tenant.id)
        .where('type', '=', 'digitalMan')
        .where('name', 'like', `%${book.kind}%`)
        .execute();
    }
  }
}
