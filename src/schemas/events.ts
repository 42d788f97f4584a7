/** Socket.io events, typed once for the server and the client (spec 1 §7.5). */

export interface ServerToClientEvents {
  /** A newer sign-in of this login name ended this session. */
  agentExpired: (loginName: string) => void;
  /** Presence of an agent of the same tenant changed. */
  agentPresence: (presence: { agentId: string; online: boolean }) => void;
  newShareWebAdded: (shareWeb: { _id: string; name: string; type: string }) => void;
  'videoSells.callIn': (call: IncomingCall) => void;
  'videoSells.cancelCall': (call: { callId: string }) => void;
  'videoSells.receivefivecallinfo': (call: IncomingCall) => void;
}

export interface ClientToServerEvents {
  agentOnline: (loginName: string) => void;
  reconnect_socket: (loginName: string) => void;
  agentOffline: (loginName: string) => void;
  'videoSells.enterHall': (entry: { loginName: string; siteCode: 'PC' | 'Mobile' }) => void;
}

/** Incoming call data (spec 1 §3). */
export interface IncomingCall {
  callId: string;
  userName: string;
  phone: string;
  flowId?: string;
  isVideo?: boolean;
  manualCallId?: string;
  status?: string;
  recordingId?: string;
  appToken?: string;
  url?: string;
}

export interface SocketData {
  agentId: string;
  sessionId: string;
  tenantId: string | null;
  loginName: string;
}

/** Room names, so both sides spell them the same. */
export const socketRooms = {
  agent: (agentId: string) => `agent:${agentId}`,
  tenant: (tenantId: string) => `tenant:${tenantId}`,
  session: (sessionId: string) => `session:${sessionId}`,
} as const;
