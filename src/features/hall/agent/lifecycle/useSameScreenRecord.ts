import { useEffect, useState } from 'react';
import { storedAgent } from '../../../../session/session';
import { request } from '../../../../dataProvider/httpClient';
import type { ServiceWebRecord } from '../../../../schemas/serviceWeb';
import { serviceWebPaths } from '../../../../schemas/serviceWeb';

/** How often the page asks whether the record was ended elsewhere (the list, another device). */
const RECHECK_MS = 10_000;

/**
 * The same-screen record the hall shows: the one named by `serviceId`, else the agent's latest in
 * progress; null when there is none (or it is not the agent's to see). Asked again every 10 s, so an end
 * made elsewhere reaches the page.
 */
export function useSameScreenRecord(serviceId: string | null): ServiceWebRecord | null | undefined {
  const [record, setRecord] = useState<ServiceWebRecord | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const agentId = storedAgent()?._id;
    const load = async (): Promise<ServiceWebRecord | null> => {
      if (serviceId) return request<ServiceWebRecord>('GET', serviceWebPaths.detail, { query: { serviceId } });
      const page = await request<{ list: ServiceWebRecord[] }>('GET', serviceWebPaths.list, {
        query: { serviceWebStatus: 'inProgress', agentId, pageSize: 1 },
      });
      return page.list[0] ?? null;
    };
    const refresh = () =>
      load()
        .catch(() => null)
        .then((next) => {
          if (live) setRecord((current) => (current && next && current._id !== next._id ? current : next));
        });
    void refresh();
    const timer = setInterval(() => void refresh(), RECHECK_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [serviceId]);
  return record;
}
