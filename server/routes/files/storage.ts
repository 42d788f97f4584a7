import type { FastifyInstance } from 'fastify';
import { levelAtLeast } from '../../../src/domain/scope';
import { isUuid } from '../../../src/schemas/fields';
import { storagePaths, storageTexts, storageUsageQuerySchema, storageUsageSchema } from '../../../src/schemas/storage';
import { answerOf } from '../../../src/schemas/answers';
import { auth } from '../../plugins/auth';
import { forbidden, invalid, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import type { StorageQuota } from '../../services/storageQuota';

/**
 * The storage a tenant uses against its quota, for its admin (系统设置): always the session's tenant;
 * only the platform admin, who has none, names the tenant it looks at.
 */
export function storageRoutes(app: FastifyInstance, quota: StorageQuota): void {
  typed(app).get(
    storagePaths.usage,
    { schema: { querystring: storageUsageQuerySchema, response: answerOf(storageUsageSchema) } },
    async (request) => {
      const session = auth(request);
      if (!levelAtLeast(session.level, '3')) throw forbidden();
      const tenantId = session.tenantId ?? request.query.tenant;
      if (!isUuid(tenantId)) throw invalid({ tenant: storageTexts.pickTenant });
      return ok(await quota.usage(tenantId));
    },
  );
}
