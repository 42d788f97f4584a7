import { main } from '../server/main';

await main();
