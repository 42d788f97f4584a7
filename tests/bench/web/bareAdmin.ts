import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distDir } from '../../support/seededServer';

const repoRoot = path.resolve(distDir, '..');

/** Words the bare app's list shows once its data has arrived: the bench waits for them. */
export const BARE_READY_TEXT = '第一条记录';

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="UTF-8" /><title>react-admin</title></head>
  <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>
</html>
`;

// The smallest react-admin 5 app a project starts from: one List resource over an in-memory
// dataProvider, react-admin's own layout, theme and login-free defaults.
const MAIN_TSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField, type DataProvider } from 'react-admin';

const posts = [
  { id: 1, title: '${BARE_READY_TEXT}' },
  { id: 2, title: '第二条记录' },
];

const nothing = () => Promise.reject(new Error('not in this app'));
const dataProvider: DataProvider = {
  getList: async () => ({ data: posts, total: posts.length }),
  getOne: nothing,
  getMany: nothing,
  getManyReference: nothing,
  create: nothing,
  update: nothing,
  updateMany: nothing,
  delete: nothing,
  deleteMany: nothing,
} as unknown as DataProvider;

const PostList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <TextField source="title" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={dataProvider}>
      <Resource name="posts" list={PostList} />
    </Admin>
  </StrictMode>,
);
`;

export interface BareAdminBuild {
  /** The built app: index.html and assets/. */
  dist: string;
  remove(): Promise<void>;
}

/**
 * Builds a bare react-admin app into a temp dir with this checkout's Vite, React plugin and
 * node_modules (linked), so the comparison holds the versions fixed.
 */
export async function buildBareAdmin(): Promise<BareAdminBuild> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vs-bench-bare-admin-'));
  try {
    await mkdir(path.join(dir, 'dist'));
    await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dir, 'main.tsx'), MAIN_TSX);
    await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
    // A production build sets NODE_ENV for the whole process; the servers measured after it must not see that.
    const nodeEnv = process.env.NODE_ENV;
    await build({
      root: dir,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: path.join(dir, 'dist'), emptyOutDir: true },
    }).finally(() => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    });
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return { dist: path.join(dir, 'dist'), remove: () => rm(dir, { recursive: true, force: true }) };
}
