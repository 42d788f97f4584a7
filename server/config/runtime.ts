import type { EnvReader } from './envReader';

export interface RuntimeConfig {
  production: boolean;
  logLevel: string;
  seedDemo: boolean;
  demoPassword: string;
}

/** NODE_ENV=production: the defaults of a real deployment (no demo data, no stand-ins, PUBLIC_URL required). */
export const isProduction = (read: EnvReader): boolean => read.optional('NODE_ENV') === 'production';

export function readRuntime(read: EnvReader): RuntimeConfig {
  const production = isProduction(read);
  return {
    production,
    logLevel: read.string('LOG_LEVEL', production ? 'info' : 'warn'),
    seedDemo: read.flag('SEED_DEMO', !production),
    demoPassword: read.string('DEMO_PASSWORD', 'Demo@12345'),
  };
}
