import type { Scope } from '../../src/domain/scope';
import { socketRooms } from '../../src/schemas/events';

/**
 * The socket rooms a signed-in session's sockets join so that they hear of the items visibleTo
 * (server/services/contentAccess.ts) lets it read: its organisation's room, and the administrators' room of
 * what its level covers.
 */
export function viewerRooms(scope: Scope): string[] {
  const rooms = scope.orgAccountId === null ? [] : [socketRooms.org(scope.orgAccountId)];
  if (scope.level === '4') rooms.push(socketRooms.platformAdmins());
  if (scope.level === '3' && scope.tenantId !== null) rooms.push(socketRooms.tenantAdmins(scope.tenantId));
  if (scope.level === '2' && scope.tenantId !== null && scope.orgAccountId !== null)
    rooms.push(socketRooms.orgAdmins(scope.orgAccountId));
  return rooms;
}
