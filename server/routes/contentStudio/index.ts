import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { interactionTemplateRoutes } from './interactionTemplates';
import { materialImageRoutes } from './materialImages';
import { tagRoutes } from './tags';

/** The content studio's config lists: material pictures, tags and interactive Q&A card templates. */
export function contentStudioRoutes(app: FastifyInstance, ctx: AppContext): void {
  materialImageRoutes(app, ctx);
  tagRoutes(app, ctx);
  interactionTemplateRoutes(app, ctx);
}
