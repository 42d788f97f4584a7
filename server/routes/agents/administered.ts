import { levelAbove, scopeFilter } from '../../../src/domain/scope';
import type { AgentRecord } from '../../../src/schemas/api';
import type { AppContext } from '../../context';
import { scopeOf } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/envelope';
import type { AuthContext } from '../../services/sessions';

const NOT_BELOW_TEXT = '无权操作同级或更高级别的账号';

/**
 * The account an admin acts on (edit, delete, password, unlock, kick out, unbind, sign-in links): in its
 * scope (404 outside it) and of a strictly lower level, so no admin takes over an account of its own rank.
 */
export function administeredBy(ctx: Pick<AppContext, 'agents'>) {
  return async (session: AuthContext, agentId: string): Promise<AgentRecord> => {
    if (session.level === '1') throw forbidden();
    const filter = scopeFilter(scopeOf(session));
    const target = filter && (await ctx.agents.get(agentId, filter));
    if (!target) throw notFound();
    if (!levelAbove(session.level, target.agentRole.level)) throw forbidden(NOT_BELOW_TEXT);
    return target;
  };
}
