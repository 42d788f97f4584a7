import { request } from '../../dataProvider/httpClient';
import {
  deliveryJobPaths,
  type DeliveryCallQuality,
  type DeliveryJobDetail,
  type DeliveryJobVideo,
} from '../../schemas/deliveryJob';
import { pathWith } from '../../schemas/paths';

/** One recipient's three views (list/detail, list/videoDetail, callQuality), read together for its dialog. */
export async function loadDeliveryJob(
  jobId: string,
): Promise<{ detail: DeliveryJobDetail; video: DeliveryJobVideo; quality: DeliveryCallQuality }> {
  const [detail, video, quality] = await Promise.all([
    request<DeliveryJobDetail>('GET', pathWith(deliveryJobPaths.detail, { deliverJobId: jobId })),
    request<DeliveryJobVideo>('GET', pathWith(deliveryJobPaths.video, { deliverJobId: jobId })),
    request<DeliveryCallQuality>('GET', pathWith(deliveryJobPaths.quality, { id: jobId })),
  ]);
  return { detail, video, quality };
}
