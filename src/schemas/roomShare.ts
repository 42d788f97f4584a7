/** What a room shares (spec 2 §3 "Room info" share fields, §4.1): one thing at a time, seen by both sides. */

export type RoomShareKind = 'web' | 'file' | 'video' | 'digitalMan' | 'yxzx';

/** Who drives a shared page in same-screen (spec 2 §3 share-start payload `control`, default the customer). */
export type ShareController = 'client' | 'agent';

export interface RoomShare {
  kind: RoomShareKind;
  /** The shared item: a shareWeb, a file or a video id. */
  id: string;
  name: string;
  /** The page or video address; null for a file shown by its page images. */
  url: string | null;
  /** A file's page images, in order. */
  pages: string[];
  controller: ShareController;
  startedAt: string;
}

declare module './roomMessages' {
  interface RoomMessages {
    /** The server says what the room shares now (null: nothing), after every start and end. */
    'share.changed': { share: RoomShare | null; by: 'agent' | 'customer' | 'server' };
  }
}
