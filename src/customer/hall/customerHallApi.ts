import type { NetworkRoomEvent } from '../../domain/networkQuality';
import { sharePaths } from '../../schemas/roomShare';
import type { CustomerHallApi } from '../../features/hall';
import { customerRequest } from '../customerApi';
import { roomEventPaths } from '../../schemas/roomEvent';

/** The customer's hall calls, by the key of the room the customer holds. */
export function customerHallApi(serviceId: string, key: string): CustomerHallApi {
  return {
    role: 'customer',
    reportNetwork: (event: NetworkRoomEvent) =>
      customerRequest('POST', roomEventPaths.customer, { serviceId, key, event }),
    stopShare: () => customerRequest('POST', sharePaths.customerStop, { serviceId, key }),
  };
}
