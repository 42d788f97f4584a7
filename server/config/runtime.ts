import type { EnvReader } from './envReader';

export interface RuntimeConfig {
  production: boolean;
  logLevel: string;
  seedDemo: boolean;
  demoPassword: string;
}

export function readRuntime(read: EnvReader): RuntimeConfig {
  const production = read.optional('NODE_ENV') === 'production';
  return {
    production,
    logLevel: read.string('LOG_LEVEL', production ? 'info' : 'warn'),
    seedDemo: read.flag('SEED_DEMO', !production),
    demoPassword: read.string('DEMO_PASSWORD', 'Demo@12345'),
  };
}
