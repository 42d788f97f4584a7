import { useEffect, useRef, useState } from 'react';
import { deliveryTaskPaths, type WatchDetail } from '../../schemas/deliveryTask';
import { customerRequest } from '../customerApi';

/** Spec 2 §4.5: watch progress is reported every 5 s. */
const REPORT_MS = 5000;

/**
 * Reports the customer's watch record (spec 3 §3 "Watch record") every 5 s once watching starts, and at
 * once whenever `changed` is called (the video ended, an answer given).
 */
export function useWatchReport(taskId: string, started: boolean, detail: () => WatchDetail) {
  const [watchId] = useState(() => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`);
  const read = useRef(detail);
  read.current = detail;
  const report = () =>
    void customerRequest('POST', deliveryTaskPaths.watch, { taskId, watchId, watchDetail: read.current() }).catch(
      () => undefined,
    );
  useEffect(() => {
    if (!started) return;
    report();
    const timer = setInterval(report, REPORT_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started, taskId]);
  return report;
}
