/** The tenant pages' own calls beside react-admin's (billing settings, recharge). Refusals are shown by the client. */
import { request } from '../../dataProvider/httpClient';
import { tenantPaths } from '../../schemas/tenant';

export const tenantApi = {
  saveBillSetting: (id: string, basicSet: Record<string, string | undefined>) =>
    request('PUT', tenantPaths.billSetting, { body: { id, basicSet } }),
  /** Adds minutes to the tenant's total and remaining quota. */
  recharge: (id: string, minutes: number) => request('PUT', tenantPaths.remainLimit, { body: { id, minutes } }),
};
