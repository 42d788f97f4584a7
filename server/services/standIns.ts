/**
 * The local stand-ins of outside systems (the 5G call service simulator, the WeCom simulator, our own dialog
 * engine, the mini-program simulator, the sample insurance catalogue) serve only while SIMULATORS is on.
 * With it off and the vendor unset, outsideSystems.ts hands the areas these ports instead: each refuses with its
 * area's clear text, before anything is written.
 */
import { ErrCode, SIMULATOR_NAMES, type SimulatorName } from '../../src/schemas/api';
import { botTexts } from '../../src/schemas/bot';
import { callServiceTexts } from '../../src/schemas/callService';
import { insuranceTexts } from '../../src/schemas/insurance';
import { miniProgramTexts } from '../../src/schemas/miniProgram';
import { wecomTaskTexts } from '../../src/schemas/wecomTask';
import type { Config } from '../config';
import { AppError } from '../plugins/envelope';
import type { DialogManager, EngineStep } from './bots/dialogPort';
import { CallServiceFailure, InboundRelay, type CallServicePort, type InboundHooks } from './callService';
import { InsuranceFailure, type InsurancePort } from './insurance';
import type { MiniProgramLink, MiniProgramLinks } from './miniProgram/port';
import type { WecomPort } from './wecom/port';

/** A refusal of a feature whose outside system is not there, as a vendor's refusal is answered. */
export const notConfigured = (text: string) => new AppError(ErrCode.refused, text);

/** Which stand-ins serve: those whose vendor is unset, while simulators are on. */
export function simulatorsServing(
  config: Pick<Config, 'simulators' | 'callServiceUrl' | 'wecom' | 'dialogManager' | 'wechat' | 'insuranceServiceUrl'>,
): SimulatorName[] {
  if (!config.simulators) return [];
  const vendorSet: Record<SimulatorName, boolean> = {
    callService: config.callServiceUrl !== undefined,
    wecom: config.wecom !== undefined,
    dialogManager: config.dialogManager !== undefined,
    miniProgram: config.wechat !== undefined,
    insurance: config.insuranceServiceUrl !== undefined,
    // Tenants name their own identity providers; the local one serves beside them.
    identityProvider: false,
  };
  return SIMULATOR_NAMES.filter((name) => !vendorSet[name]);
}

/** The call sessions wrap a failure of the port into their refusal, with its message. */
export class UnconfiguredCallService implements CallServicePort {
  readonly configured = false;
  readonly inbound = new InboundRelay();

  baseFor(): string {
    return '';
  }

  appToken(): Promise<string> {
    return Promise.reject(new CallServiceFailure(callServiceTexts.serviceNotConfigured));
  }

  share(): Promise<void> {
    return this.appToken().then(() => undefined);
  }

  dial(): Promise<never> {
    return Promise.reject(new CallServiceFailure(callServiceTexts.serviceNotConfigured));
  }

  onInbound(hooks: InboundHooks): void {
    this.inbound.set(hooks);
  }

  readonly consentOnHandset = false;

  handsetCall(): null {
    return null;
  }
}

export class UnconfiguredWecom implements WecomPort {
  readonly corpId = '';

  contacts(): Promise<never> {
    return Promise.reject(notConfigured(wecomTaskTexts.notConfigured));
  }

  authorizeUrl(): Promise<never> {
    return this.contacts();
  }

  userIdForCode(): Promise<never> {
    return this.contacts();
  }

  member(): Promise<never> {
    return this.contacts();
  }

  send(): Promise<never> {
    return this.contacts();
  }

  results(): Promise<never> {
    return this.contacts();
  }
}

/** An AppError, not a DialogManagerError: the dialogue is refused rather than answered with BOT_FAILURE. */
export class UnconfiguredDialogManager implements DialogManager {
  init(): Promise<never> {
    return Promise.reject(notConfigured(botTexts.dmNotConfigured));
  }

  turn(): Promise<EngineStep> {
    return this.init();
  }

  end(): Promise<void> {
    return this.init();
  }
}

export class UnconfiguredInsurance implements InsurancePort {
  find(): Promise<never> {
    return Promise.reject(new InsuranceFailure(insuranceTexts.serviceNotConfigured));
  }
}

export class UnconfiguredMiniProgramLinks implements MiniProgramLinks {
  generateScheme(): Promise<MiniProgramLink> {
    return Promise.reject(notConfigured(miniProgramTexts.notConfigured));
  }
}
