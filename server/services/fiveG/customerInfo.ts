import type { Kysely } from 'kysely';
import {
  checkCustomerFields,
  checkCustomerValues,
  DEFAULT_CUSTOMER_FIELDS,
  type CustomerField,
  type CustomerForm,
  type CustomerInfo,
  type CustomerValues,
} from '../../../src/schemas/customerForm';
import { json } from '../../db/database';
import type { DB } from '../../db/types';
import { invalid } from '../../plugins/envelope';

/**
 * The tenant's customer-information form (spec 1 §3 'seats-info': the fields in order; the default fields
 * while none is configured) and the values saved for a 5G session's customer, checked against it.
 */
export class CustomerInfoService {
  constructor(private readonly db: Kysely<DB>) {}

  async form(tenantId: string): Promise<CustomerForm> {
    const row = await this.db
      .selectFrom('customerForms')
      .select(['fields', 'updatedAt'])
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    return row
      ? { fields: row.fields, updatedAt: row.updatedAt.toISOString() }
      : { fields: DEFAULT_CUSTOMER_FIELDS, updatedAt: null };
  }

  async saveForm(tenantId: string, agentId: string, fields: CustomerField[]): Promise<CustomerForm> {
    const errors = checkCustomerFields(fields);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    // Empty texts are no setting: a pattern or default of spaces is none.
    const clean = fields.map((field) => {
      const { pattern, defaultValue, options, ...rest } = field;
      return {
        ...rest,
        name: field.name.trim(),
        require: Boolean(field.require),
        colSpan: field.colSpan ?? 12,
        ...(pattern?.trim() ? { pattern: pattern.trim() } : {}),
        ...(defaultValue?.trim() ? { defaultValue: defaultValue.trim() } : {}),
        ...(options?.length ? { options: [...new Set(options.map((o) => o.trim()).filter(Boolean))] } : {}),
      };
    });
    await this.db
      .insertInto('customerForms')
      .values({ tenantId, fields: json(clean), updatedBy: agentId })
      .onConflict((oc) =>
        oc.column('tenantId').doUpdateSet({ fields: json(clean), updatedBy: agentId, updatedAt: new Date() }),
      )
      .execute();
    return this.form(tenantId);
  }

  /** The session's saved information, or the tenant's form with no values yet. */
  async info(serviceId: string, tenantId: string): Promise<CustomerInfo> {
    const row = await this.db
      .selectFrom('serviceRooms')
      .select('customerInfo')
      .where('id', '=', serviceId)
      .executeTakeFirst();
    const form = await this.form(tenantId);
    const saved = row?.customerInfo;
    // The form as configured now; what was saved under fields since removed stays readable in the record.
    return saved
      ? { fields: form.fields, values: saved.values, updatedAt: saved.updatedAt }
      : { ...form, values: null };
  }

  /** Saves the values against the tenant's form; the customer's name and phone become the session's. */
  async save(serviceId: string, tenantId: string, input: CustomerValues): Promise<CustomerInfo> {
    const { fields } = await this.form(tenantId);
    const { errors, values } = checkCustomerValues(fields, input);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const updatedAt = new Date().toISOString();
    const name = values.firstCustomerName;
    const phone = values.firstCustomerPhone;
    await this.db
      .updateTable('serviceRooms')
      .set({
        customerInfo: json({ fields, values, updatedAt }),
        ...(typeof name === 'string' && name ? { userName: name.slice(0, 30) } : {}),
        ...(typeof phone === 'string' && phone ? { userPhone: phone.slice(0, 20) } : {}),
      })
      .where('id', '=', serviceId)
      .execute();
    return { fields, values, updatedAt };
  }
}
