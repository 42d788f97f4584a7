import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { RoomProduct } from '../../../schemas/roomShare';
import type { AgentHallApi } from '../hallApi';

/** The product page the room is about, and the visits back to it (the video-sales back-to-home). */
interface RoomProductState {
  /** Undefined until read, null when the room has none. */
  product: RoomProduct | null | undefined;
  choose(product: RoomProduct): void;
  /** Counts the returns home; the share panel shows the product tab on each. */
  homeVisits: number;
  goHome(): void;
}

export const RoomProductContext = createContext<RoomProductState>({
  product: null,
  choose: () => undefined,
  homeVisits: 0,
  goHome: () => undefined,
});

export const useRoomProduct = () => useContext(RoomProductContext);

/** Reads the room's product page once (GET /api/serviceRoom/share) and keeps the one the agent chooses after. */
export function useRoomProductState(api: AgentHallApi): RoomProductState {
  const [product, setProduct] = useState<RoomProduct | null | undefined>(undefined);
  const [homeVisits, setHomeVisits] = useState(0);
  useEffect(() => {
    let active = true;
    void api
      .shareState()
      .then((state) => active && setProduct((current) => (current === undefined ? state.product : current)))
      .catch(() => active && setProduct((current) => current ?? null));
    return () => {
      active = false;
    };
  }, [api]);
  const goHome = useCallback(() => setHomeVisits((n) => n + 1), []);
  return { product, choose: setProduct, homeVisits, goHome };
}
