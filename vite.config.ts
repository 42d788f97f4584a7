import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';
import { drawnPages } from './scripts/drawnPages.ts';
import { precompressed } from './scripts/precompressed.ts';
import { inputStamp } from './scripts/webBuild.ts';

/** The schema builders of src/schemas (answers.ts, fields.ts, listQuery.ts): each returns a new object, nothing else. */
const SCHEMA_BUILDERS = [
  'recordOf',
  'answerSchema',
  'listOf',
  'paging',
  'requiredName',
  'uuidField',
  'nullable',
  'listQuerySchema',
] as const;

const serverPort = Number(process.env.PORT ?? 8080);

/** `npm run build -- --report` (scripts/build.ts) names the file of the chunk report; no report otherwise. */
const reportFile = process.env.BUILD_REPORT;
const report: PluginOption[] = reportFile
  ? [visualizer({ filename: reportFile, template: 'treemap', gzipSize: true, sourcemap: true, title: 'chunks' })]
  : [];

export default defineConfig({
  // Every build into dist/ says what it was built from, so that `npm start` and the bench rebuild only when stale.
  plugins: [react(), drawnPages(), precompressed(), inputStamp(), ...report],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The TRTC and Tencent IM SDKs are single modules of about 1 MB and 0.7 MB, loaded only on entering a
    // TRTC room; nothing of ours can split them. What pages load is measured by `npm run bench`.
    chunkSizeWarningLimit: 1024,
    // Other folders reach a feature through its index.ts only. Its modules do nothing when imported, so a
    // page's bundle keeps only what the page uses from an index, not every module the index names. The
    // modules of src/schemas only declare schemas, paths and texts: a page keeps the ones it reads, not
    // whole modules, as their builders are known to be pure.
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/(features|schemas)\//, sideEffects: false }],
        manualPureFunctions: [...SCHEMA_BUILDERS],
      },
    },
  },
  // Workers are modules: the face detector's loads the package's bundle with a dynamic import.
  worker: { format: 'es' },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/socket.io': { target: `http://127.0.0.1:${serverPort}`, ws: true },
    },
  },
});
