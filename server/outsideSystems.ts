import type { FastifyInstance } from 'fastify';
import type { SimulatorName } from '../src/schemas/api';
import type { Server } from 'socket.io';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { DialogManager } from './services/bots/dialogPort';
import { LocalDialogManager } from './services/bots/localDialog';
import { VendorDialogManager } from './services/bots/vendorDialog';
import { HttpCallService, SimulatedCallService, type CallServicePort } from './services/callService';
import { HttpInsuranceService, SampleInsuranceCatalogue, type InsurancePort } from './services/insurance';
import type { MiniProgramLinks } from './services/miniProgram/port';
import { SimulatedMiniProgramLinks } from './services/miniProgram/simulator';
import { WechatMiniProgramLinks } from './services/miniProgram/wechat';
import {
  simulatorsServing,
  UnconfiguredCallService,
  UnconfiguredDialogManager,
  UnconfiguredInsurance,
  UnconfiguredMiniProgramLinks,
  UnconfiguredWecom,
} from './services/standIns';
import { WecomApi } from './services/wecom/api';
import type { WecomPort } from './services/wecom/port';
import { SimulatedWecom } from './services/wecom/simulator';
import { registerCallSimulator } from './simulators/callService';
import { registerLocalIdentityProvider } from './simulators/identityProvider';
import { publicOrigin } from './services/publicUrl';
import { redirectUriFor } from './services/sso/signOn';
import { SSO_KINDS } from '../src/schemas/sso';
import { registerWecomSimulator } from './simulators/wecom';

export interface OutsideSystems {
  /** The stand-ins chosen: those whose vendor is unset, while simulators are on. */
  simulators: SimulatorName[];
  callService: CallServicePort;
  wecom: WecomPort;
  dialogManager: DialogManager;
  insurance: InsurancePort;
  miniProgramLinks: MiniProgramLinks;
}

/**
 * The one place each outside system is chosen, from config: its vendor's adapter when configured, else its local
 * stand-in while simulators are on (mounting the call and WeCom simulators' routes), else a port that refuses with a
 * clear text.
 */
export async function outsideSystems(
  app: FastifyInstance,
  config: Config,
  database: Database,
  io: Server,
  clock: Clock,
  options: { callPollHoldMs?: number },
): Promise<OutsideSystems> {
  const simulators = simulatorsServing(config);
  const standIn = (name: SimulatorName) => simulators.includes(name);
  const callService: CallServicePort = config.callServiceUrl
    ? new HttpCallService(config.callServiceUrl)
    : standIn('callService')
      ? new SimulatedCallService(
          (
            await registerCallSimulator(app, io, {
              clock,
              ...(options.callPollHoldMs ? { pollHoldMs: options.callPollHoldMs } : {}),
            })
          ).calls,
        )
      : new UnconfiguredCallService();
  if (standIn('identityProvider')) {
    registerLocalIdentityProvider(app, database.db, {
      originOf: (request) => publicOrigin(config, request),
      redirectUris: (origin) => SSO_KINDS.map((kind) => redirectUriFor(origin, kind)),
      trustProxy: Boolean(config.trustProxy),
    });
  }
  const dm = config.dialogManager;
  let wecom: WecomPort;
  if (config.wecom) wecom = new WecomApi(config.wecom.corpId, config.wecom.secret, config.wecom.login);
  else if (standIn('wecom')) {
    const simulated = new SimulatedWecom(clock, database.db);
    registerWecomSimulator(app, simulated, database);
    wecom = simulated;
  } else wecom = new UnconfiguredWecom();
  return {
    simulators,
    callService,
    wecom,
    dialogManager: dm
      ? new VendorDialogManager(dm.url, dm.token)
      : standIn('dialogManager')
        ? new LocalDialogManager(database.db)
        : new UnconfiguredDialogManager(),
    insurance: config.insuranceServiceUrl
      ? new HttpInsuranceService(config.insuranceServiceUrl)
      : standIn('insurance')
        ? new SampleInsuranceCatalogue()
        : new UnconfiguredInsurance(),
    miniProgramLinks: config.wechat
      ? new WechatMiniProgramLinks(config.wechat, clock)
      : standIn('miniProgram')
        ? new SimulatedMiniProgramLinks()
        : new UnconfiguredMiniProgramLinks(),
  };
}
