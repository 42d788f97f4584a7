import type { JumpTarget, MiniProgramLink, MiniProgramLinks } from './port';
import { pageLink } from '../../../src/domain/pages';

/**
 * The local mini program: its link is our own page naming the page and query the real one would open with,
 * an address on this server (resolved against the public origin by the route), valid as long as it runs.
 */
export class SimulatedMiniProgramLinks implements MiniProgramLinks {
  async generateScheme(target: JumpTarget): Promise<MiniProgramLink> {
    return {
      openlink: pageLink('miniProgramSimulator', {}, { path: target.path, query: target.query }),
      expiresAt: null,
    };
  }
}
