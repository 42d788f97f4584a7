/** What the 5G room asks of the server (spec 2 §7.2), as the page uses it; made for one session by fiveGRoomApi. */
import type { MaterialItem, MaterialPage, MaterialQuery } from './share/materials';

/** What the room shares now: a 5G material's page images, a template, or a link shown in a frame. */
export interface RoomShare {
  kind: 'file' | 'template' | 'link';
  id: string;
  name: string;
  /** A link's address; null for images. */
  url: string | null;
  /** The page images of a material, in order. */
  images: string[];
}

export interface RoomInfo {
  serviceId: string;
  flowId: string;
  ended: boolean;
  userName: string;
  userPhone: string;
  /** When the current call was answered; the talk timer counts from it. */
  connectedAt: string | null;
  share: RoomShare | null;
  /** The tenant offers the script library and the real-time assistance. */
  fiveGSop: boolean;
}

export interface RoomApi {
  roomInfo(): Promise<RoomInfo>;
  listMaterials(query: MaterialQuery): Promise<MaterialPage>;
  listLinks(query: MaterialQuery): Promise<MaterialPage>;
  listTemplates(query: MaterialQuery): Promise<MaterialPage>;
  startShare(item: MaterialItem): Promise<RoomShare>;
  stopShare(): Promise<void>;
  /** The page of a shared material the agent shows now (shareInfo). */
  sharePage(page: number): Promise<void>;
  end(): Promise<void>;
}
