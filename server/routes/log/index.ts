import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { withoutAddressSecrets } from '../../plugins/logRedaction';
import { emptyAnswer } from '../../../src/schemas/answers';
import { apiPaths } from '../../../src/schemas/api';
import { typed } from '../../plugins/typedRoutes';

const clientLogSchema = {
  type: 'object',
  properties: {
    level: { type: 'string', enum: ['error', 'warn', 'info'] },
    label: { type: 'string', maxLength: 200 },
    content: { type: 'string', maxLength: 20000, 'x-multiline': true },
  },
  required: ['level', 'label', 'content'],
  additionalProperties: false,
} as const;

/** Failures the web client reports ({level, label, content}, spec 1 §7), kept in the server log. */
export function logRoutes(app: FastifyInstance, _ctx: AppContext): void {
  typed(app).post(
    apiPaths.log,
    { schema: { body: clientLogSchema, response: emptyAnswer }, config: { access: 'public' }, bodyLimit: 64 * 1024 },
    async (request) => {
      const { level, label, content } = request.body;
      // A page's report may name its address, and /SimpleCallFive/:user/:psd carries a password.
      request.log[level](
        { client: true, label: withoutAddressSecrets(label), content: withoutAddressSecrets(content) },
        'client report',
      );
      return ok();
    },
  );
}
