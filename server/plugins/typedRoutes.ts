import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';

/**
 * The app as a route plugin registers on it: each route's body, query, params and answer are typed from the
 * JSON Schemas it declares (src/schemas), never restated beside them.
 */
export const typed = (app: FastifyInstance) => app.withTypeProvider<JsonSchemaToTsProvider>();
