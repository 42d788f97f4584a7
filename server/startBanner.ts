import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { DEMO_ACCOUNTS } from './seed/demo';
import type { DB } from './db/types';
import type { SimulatorName } from '../src/schemas/api';
import type { RunningParts } from './context';

/** What document conversion and video rendering lack on this machine and how to install it, a line each; null when nothing is missing. */
export function documentToolsNotice(): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      [path.resolve(import.meta.dirname, '../scripts/ensure-tools.sh'), '--check', 'documents', 'media'],
      { timeout: 30_000 },
      (err, stdout) => resolve(err ? stdout.trim() || null : null),
    );
  });
}

/** The demo accounts the database holds: all of them after seeding, none in a database of real users. */
async function demoAccountsPresent(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('agents')
    .select('loginName')
    .where(
      'loginName',
      'in',
      DEMO_ACCOUNTS.map((account) => account.loginName),
    )
    .execute();
  const present = new Set(rows.map((row) => row.loginName));
  return DEMO_ACCOUNTS.filter((account) => present.has(account.loginName));
}

const SIMULATOR_LABELS: Record<SimulatorName, string> = {
  callService: '5G call service (/callsvc, /handset, /dialer)',
  wecom: 'WeCom',
  dialogManager: 'dialog manager',
  miniProgram: 'mini program',
  insurance: 'insurance catalogue',
  identityProvider: 'identity provider (/oidc)',
};

/**
 * What runs besides the answers to requests: which local stand-ins serve (so an operator sees at once
 * whether a production start exposes any), the background loops and the queue's workers.
 */
function runningLines(running: RunningParts): string[] {
  return [
    running.simulators.length > 0
      ? `Simulators on: ${running.simulators.map((name) => SIMULATOR_LABELS[name]).join(', ')}`
      : 'Simulators: off',
    `Background loops: ${running.loops.join(', ')}`,
    `Queue workers: ${running.workers.join(', ')}`,
  ];
}

/**
 * What `npm start` prints once listening: the address, what runs (the composition root's list: stand-ins,
 * loops, queue workers), the demo accounts whenever they are there, and what is missing (`toolsNotice`,
 * asked for at the start so the check runs while the server starts).
 */
export async function startBanner(
  config: Config,
  db: Kysely<DB>,
  port: number,
  toolsNotice: Promise<string | null>,
  running: RunningParts,
): Promise<string> {
  const lines = [`Video sales back-office is listening on http://localhost:${port}`, ...runningLines(running)];
  const accounts = await demoAccountsPresent(db);
  if (accounts.length > 0) {
    lines.push(`Demo accounts (password ${config.demoPassword}):`);
    for (const account of accounts) {
      const where = [account.tenant, account.org].filter(Boolean).join(' / ') || 'platform';
      lines.push(`  ${account.loginName.padEnd(12)} level ${account.level}  ${where}`);
    }
  }
  const tools = await toolsNotice;
  if (tools) lines.push(tools);
  return `${lines.join('\n')}\n`;
}
