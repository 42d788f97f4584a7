// A worker thread does not run its parent's `--import tsx`: it registers tsx itself, then loads the thread.
import { register } from 'tsx/esm/api';

register();
await import('./loadServer.ts');
