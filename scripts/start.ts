import { main } from '../server/main';
import { buildWeb, webBuildIsStale } from './webBuild';

if (webBuildIsStale()) {
  process.stdout.write('Building the web app…\n');
  await buildWeb();
}
await main();
