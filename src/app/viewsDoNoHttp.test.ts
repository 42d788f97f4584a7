import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Views do no HTTP (issue 27): a .tsx view draws and dispatches; the calls to the server live in its feature's
// API module or hooks (like hallApi, deliveriesApi), which the view calls by name. A view may still read the
// client's error classes (ApiError) and use react-admin's data hooks on a resource (useGetList, useUpdate, …).

const root = path.resolve(import.meta.dirname, '../..');
const testFile = /\.(test|spec)\.tsx$/;

function listViews(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listViews(full);
    return name.endsWith('.tsx') && !testFile.test(name) ? [full] : [];
  });
}

/** react-admin's own data provider methods, which its hooks call too. */
const STANDARD_METHODS = new Set([
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
]);

/** What a view does over HTTP itself, one line each ('request import', 'fetch call', …). */
function httpOf(file: string, content: string): string[] {
  const source = ts.createSourceFile(file, content, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const providers = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /(^|\/)httpClient$/.test(node.moduleSpecifier.text)
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) found.push('httpClient namespace import');
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if ((element.propertyName ?? element.name).text === 'request') found.push('request import');
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      node.initializer.expression.getText(source) === 'useDataProvider'
    )
      providers.add(node.name.text);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'fetch') found.push('fetch call');
      if (ts.isPropertyAccessExpression(callee)) {
        const target = callee.expression.getText(source);
        if (callee.name.text === 'fetch' && (target === 'window' || target === 'globalThis')) found.push('fetch call');
        if (callee.name.text === 'sendBeacon') found.push('sendBeacon call');
        if (providers.has(target) && !STANDARD_METHODS.has(callee.name.text))
          found.push(`custom dataProvider.${callee.name.text}`);
      }
    }
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'XMLHttpRequest') found.push('XMLHttpRequest');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('views do no HTTP', () => {
  it('no .tsx file outside the tests calls the server itself', () => {
    const offenders: Record<string, string[]> = {};
    for (const file of listViews(path.join(root, 'src'))) {
      const found = httpOf(file, readFileSync(file, 'utf8'));
      if (found.length > 0) offenders[path.relative(root, file).split(path.sep).join('/')] = found;
    }
    expect(offenders).toEqual({});
  });

  it('finds each way a view could call the server, and lets the error classes and standard hooks pass', () => {
    const view = [
      "import { ApiError, request } from '../../dataProvider/httpClient';",
      "import { request as send } from '../dataProvider/httpClient';",
      'export function View() {',
      '  const dataProvider = useDataProvider();',
      '  void fetch("/api/x");',
      '  void window.fetch("/api/y");',
      '  void dataProvider.getList("agent", {});',
      '  void dataProvider.startCall({});',
      '  return null;',
      '}',
    ].join('\n');
    expect(httpOf('View.tsx', view)).toEqual([
      'request import',
      'request import',
      'fetch call',
      'fetch call',
      'custom dataProvider.startCall',
    ]);
    expect(httpOf('View.tsx', "import { ApiError } from '../dataProvider/httpClient';\nconst x = ApiError;")).toEqual(
      [],
    );
  });
});
