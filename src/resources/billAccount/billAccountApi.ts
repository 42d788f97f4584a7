/** The billing account's own call beside react-admin's: the tenants it pays for. Refusals are shown by the client. */
import { request } from '../../dataProvider/httpClient';
import { billAccountPaths } from '../../schemas/billAccount';

export const billAccountApi = {
  setTenants: (id: string, tenantList: string[]) => request('PUT', billAccountPaths.base, { body: { id, tenantList } }),
};
