import { main } from '../server/main';
import { ensureWebBuild, WebBuildError } from './webBuild';

try {
  await ensureWebBuild();
} catch (err) {
  if (!(err instanceof WebBuildError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
await main();
