import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allApiPaths, apiRoutes } from '../../src/schemas/routes';
import { CALL_SIMULATOR_PREFIX } from '../../src/schemas/callService';
import { LOCAL_IDP_PATH } from '../../src/schemas/sso';
import { startTestApp, type TestApp } from '../support/testApp';

const root = path.resolve(import.meta.dirname, '../..');
/** The one place paths are written out; tests may spell them on purpose. */
const tableFolder = path.join(root, 'src', 'schemas');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return full === tableFolder ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** A string, template or JSX attribute literal that opens with an API path, bare or after a method. */
const apiLiteral = /(['"`])(?:[A-Z]+ )?\/api\//;
const tableLiterals = new Set(allApiPaths.flatMap((apiPath) => [`'${apiPath}'`, `"${apiPath}"`, `\`${apiPath}\``]));

describe('the route table', () => {
  it('is where every path of src and server is written: no literal names one elsewhere', () => {
    const found = ['src', 'server'].flatMap((folder) =>
      sourceFiles(path.join(root, folder)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            apiLiteral.test(line) || [...tableLiterals].some((literal) => line.includes(literal))
              ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      ),
    );
    expect(found).toEqual([]);
  });

  it('names each path once', () => {
    const written = Object.values(apiRoutes).flatMap((paths) => Object.values(paths));
    expect(written.filter((apiPath, index) => written.indexOf(apiPath) !== index)).toEqual([]);
  });
});

describe('the routes the server registers', () => {
  let t: TestApp;
  const registered: RouteOptions[] = [];

  beforeAll(async () => {
    t = await startTestApp('pglite', {}, { onRoute: (route) => registered.push(route) });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("take the signed-in client's cache-busting timestamp on every GET whose query is closed", () => {
    // A media address (a <video> src) and the customer's pages are asked without one.
    const withoutTimestamp = new Set(['/api/serviceRoom/video/file']);
    const refused = registered.flatMap((route) => {
      const query = (route.schema as { querystring?: { additionalProperties?: boolean; properties?: object } })
        ?.querystring;
      const closed = query?.additionalProperties === false && !(query.properties && 'timestamp' in query.properties);
      const asked = [route.method].flat().includes('GET') && !route.url.startsWith('/api/customer/');
      return closed && asked && !withoutTimestamp.has(route.url) ? [route.url] : [];
    });
    expect(refused).toEqual([]);
  });

  it('are the table, every path of it and nothing more (beside the stand-ins of outside systems)', () => {
    const standIn = (url: string) =>
      url.startsWith(`${CALL_SIMULATOR_PREFIX}/`) || url.startsWith(`${LOCAL_IDP_PATH}/`);
    const urls = [...new Set(registered.map((route) => route.url).filter((url) => !standIn(url)))].sort();
    expect(urls).toEqual([...allApiPaths].sort());
  });
});
