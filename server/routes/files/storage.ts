import type { FastifyInstance } from 'fastify';
import { levelAtLeast } from '../../../src/domain/scope';
import { isUuid } from '../../../src/schemas/fields';
import {
  storagePaths,
  storageTexts,
  storageUsageQuerySchema,
  type StorageUsageQuery,
} from '../../../src/schemas/storage';
import { auth } from '../../plugins/auth';
import { forbidden, invalid, ok } from '../../plugins/envelope';
import type { StorageQuota } from '../../services/storageQuota';

/**
 * The storage a tenant uses against its quota, for its admin (系统设置): always the session's tenant;
 * only the platform admin, who has none, names the tenant it looks at.
 */
export function storageRoutes(app: FastifyInstance, quota: StorageQuota): void {
  app.get<{ Querystring: StorageUsageQuery }>(
    storagePaths.usage,
    { schema: { querystring: storageUsageQuerySchema } },
    async (request) => {
      const session = auth(request);
      if (!levelAtLeast(session.level, '3')) throw forbidden();
      const tenantId = session.tenantId ?? request.query.tenant;
      if (!isUuid(tenantId)) throw invalid({ tenant: storageTexts.pickTenant });
      return ok(await quota.usage(tenantId));
    },
  );
}
