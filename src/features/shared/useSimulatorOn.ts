import { useEffect, useState } from 'react';
import { request } from '../../dataProvider/httpClient';
import { apiPaths, type HealthResult, type SimulatorName } from '../../schemas/api';

/**
 * Whether the server runs the named stand-in (GET /api/health names those serving), null until it has
 * answered. A stand-in's page shows a notice instead of itself when it is off. An unanswered health check
 * counts as on: the page then fails as any page does when the server cannot be reached.
 */
export function useSimulatorOn(name: SimulatorName): boolean | null {
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    request<HealthResult>('GET', apiPaths.health, { anonymous: true, quiet: true })
      .then((health) => current && setOn(health.simulators.includes(name)))
      .catch(() => current && setOn(true));
    return () => {
      current = false;
    };
  }, [name]);
  return on;
}
