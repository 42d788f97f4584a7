import { MINI_PROGRAM_SIMULATOR_PAGE } from '../../../src/schemas/miniProgram';
import type { JumpTarget, MiniProgramLink, MiniProgramLinks } from './port';

/**
 * The local mini program: its link is our own page naming the page and query the real one would open with,
 * an address on this server (resolved against the public origin by the route), valid as long as it runs.
 */
export class SimulatedMiniProgramLinks implements MiniProgramLinks {
  async generateScheme(target: JumpTarget): Promise<MiniProgramLink> {
    return {
      openlink: `${MINI_PROGRAM_SIMULATOR_PAGE}?${new URLSearchParams({ path: target.path, query: target.query }).toString()}`,
      expiresAt: null,
    };
  }
}
