import { useEffect, useState } from 'react';
import { request } from '../../dataProvider/httpClient';
import { deliveryTaskPaths, type DeliveryTenant } from '../../schemas/deliveryTask';

/** The tenants the signed-in user may pick in the task pages (spec 3 §7 mediaDeliverPlatform/tenants). */
export function useDeliveryTenants(): DeliveryTenant[] {
  const [tenants, setTenants] = useState<DeliveryTenant[]>([]);
  useEffect(() => {
    let live = true;
    void request<{ list: DeliveryTenant[] }>('GET', deliveryTaskPaths.tenants, { quiet: true })
      .then((answer) => live && setTenants(answer.list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return tenants;
}
