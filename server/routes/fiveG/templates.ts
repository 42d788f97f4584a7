import { servingPhoneText } from '../../../src/schemas/fields';
import type { FastifyInstance } from 'fastify';
import { fiveGPaths, fiveGTemplateSmsSchema, fiveGTexts } from '../../../src/schemas/fiveG';
import { answerOf, recordOf } from '../../../src/schemas/answers';
import { richMediaShareLink } from '../../../src/schemas/richMediaShare';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { invalid, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { sharedApprovedTemplate } from '../../services/fiveG/templates';
import { publicOrigin } from '../../services/publicUrl';

/**
 * The 模板素材 tab's SMS share (spec 2 §2.3): during the agent's own session, an approved template of the
 * agent's tenant and organisation is sent as a link to its share page; the message is kept in the outbox.
 */
export function fiveGTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  typed(app).post(
    fiveGPaths.templateSms,
    { schema: { body: fiveGTemplateSmsSchema, response: answerOf(recordOf({ phone: servingPhoneText })) } },
    async (request) => {
      const session = auth(request);
      const room = await ctx.fiveGSessions.ownLive(request.body.serviceId, session.agentId);
      const template = await sharedApprovedTemplate(ctx.db, scopeOf(session), request.body.templateId);
      if (!template) throw invalid({ templateId: fiveGTexts.shareContentMissing });
      const link = richMediaShareLink(publicOrigin(ctx.config, request), { videoTemplateId: template.id });
      const content = fiveGTexts.templateSms(room.fullName, template.name, link);
      const { phone } = request.body;
      await ctx.sms.send(
        { tenantId: room.tenantId, agentId: session.agentId },
        { phone, content, params: [content], link },
      );
      return ok({ phone }, fiveGTexts.smsSent);
    },
  );
}
