import { EXEMPT_PATHS, menuSegments } from '../domain/menus';
import { storedAgent } from '../session/session';

let cache: { agentId: string; segments: Set<string> } | null = null;

/** Spec 1 §6: access by the first path segment against the menu keys, cached per user. */
export function mayOpen(pathname: string): boolean {
  if (pathname === '/' || EXEMPT_PATHS.some((exempt) => pathname === exempt || pathname.startsWith(`${exempt}/`)))
    return true;
  const agent = storedAgent();
  if (!agent) return false;
  if (cache?.agentId !== agent._id) cache = { agentId: agent._id, segments: menuSegments(agent.agentRole.menus) };
  const first = pathname.split('/').find((part) => part !== '') ?? '';
  return cache.segments.has(first);
}
