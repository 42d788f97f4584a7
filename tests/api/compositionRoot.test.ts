import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_NAMES, type HealthResult, type SimulatorName } from '../../src/schemas/api';
import type { JobName } from '../../server/queue';
import { startBanner } from '../../server/startBanner';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUTES = path.join(ROOT, 'server/routes');
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** Where the server's parts are declared; a route may build none of them. */
const BUILT_IN_ROOT = /^server\/(services|simulators|storage|plugins|queue|routes)\/|^server\/[^/]+\.ts$/;
/** Modules of local stand-ins, and the root that chooses them: no route reaches them. */
const STAND_IN_MODULES =
  /^server\/simulators\/|\/simulator\.ts$|\/localDialog\.ts$|^server\/(outsideSystems|composition)\.ts$/;

function routeFiles(dir = ROUTES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function compilerOptions(): ts.CompilerOptions {
  const file = path.join(ROOT, 'tsconfig.json');
  const read = ts.readConfigFile(file, (name) => ts.sys.readFile(name));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT).options;
}

/** A program over the route files, with `extra` source files beside them (by path) when given. */
function routeProgram(extra: Record<string, string> = {}): { program: ts.Program; files: string[] } {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (name, language, onError) =>
    name in extra ? ts.createSourceFile(name, extra[name] ?? '', language) : getSourceFile(name, language, onError);
  host.fileExists = (name) => name in extra || fileExists(name);
  const files = [...routeFiles(), ...Object.keys(extra)];
  return { program: ts.createProgram(files, options, host), files };
}

const declaredIn = (checker: ts.TypeChecker, node: ts.Node): { symbol: ts.Symbol; file: string } | null => {
  let symbol = checker.getSymbolAtLocation(node);
  if (!symbol) return null;
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol.declarations?.[0];
  return declaration ? { symbol, file: relative(declaration.getSourceFile().fileName) } : null;
};

/** Whether the class (or one it extends) is Error: a refusal thrown, not a part of the server. */
function isError(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  const pending = [checker.getDeclaredTypeOfSymbol(symbol)];
  while (pending.length > 0) {
    const type = pending.pop();
    if (!type) continue;
    if (type.getSymbol()?.getName() === 'Error') return true;
    if (type.isClassOrInterface()) pending.push(...checker.getBaseTypes(type));
  }
  return false;
}

/** What the route files do that only the composition root may: build parts, choose stand-ins, add loops or workers. */
function rootWorkInRoutes(program: ts.Program, files: string[]): string[] {
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const fileName of files) {
    const source = program.getSourceFile(fileName);
    if (!source) throw new Error(`${fileName} was not read`);
    const where = (node: ts.Node) =>
      `${relative(fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node)) {
        const declared = declaredIn(checker, node.expression);
        if (declared && BUILT_IN_ROOT.test(declared.file) && !isError(checker, declared.symbol))
          found.push(`${where(node)} builds ${declared.symbol.getName()} (${declared.file})`);
      }
      if (ts.isCallExpression(node)) {
        const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
        const declared = declaredIn(checker, callee);
        if (
          declared &&
          /^create[A-Z]/.test(declared.symbol.getName()) &&
          /^server\/(services|simulators|storage)\//.test(declared.file)
        )
          found.push(`${where(node)} calls the factory ${declared.symbol.getName()} (${declared.file})`);
        if (ts.isPropertyAccessExpression(node.expression)) {
          const owner = checker.getTypeAtLocation(node.expression.expression).getSymbol()?.getName();
          const method = node.expression.name.text;
          if ((owner === 'Jobs' && method === 'add') || (owner === 'JobQueue' && method === 'handle'))
            found.push(`${where(node)} registers a ${owner === 'Jobs' ? 'loop' : 'queue worker'}`);
        }
      }
      if (ts.isImportDeclaration(node)) {
        const module = declaredIn(checker, node.moduleSpecifier);
        if (module && STAND_IN_MODULES.test(module.file)) found.push(`${where(node)} imports ${module.file}`);
        const named = node.importClause?.namedBindings;
        if (named && ts.isNamedImports(named))
          for (const element of named.elements)
            if ((element.propertyName ?? element.name).text === 'simulatorsServing')
              found.push(`${where(node)} imports simulatorsServing`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** A route file that does all the root's work, to show each kind is seen. */
const PLANTED = path.join(ROUTES, 'planted', 'index.ts');

describe('the composition root', () => {
  let program: ts.Program;
  let files: string[];
  beforeAll(() => {
    ({ program, files } = routeProgram({
      [PLANTED]: [
        "import type { FastifyInstance } from 'fastify';",
        "import type { AppContext } from '../../context';",
        "import { AppError } from '../../plugins/envelope';",
        "import { FileService } from '../../services/files';",
        "import { createSpeech } from '../../services/speech';",
        "import { SimulatedWecom } from '../../services/wecom/simulator';",
        'export function plantedRoutes(app: FastifyInstance, ctx: AppContext): void {',
        '  const files = new FileService(ctx.db);',
        '  const speech = createSpeech(ctx.config);',
        "  ctx.jobs.add({ name: 'planted', everyMs: 1000, run: async () => undefined });",
        "  ctx.queue.handle('record-sync', async () => undefined);",
        '  void [app, files, speech, SimulatedWecom, new AppError(0, ""), new Map()];',
        '}',
      ].join('\n'),
    }));
  }, 120_000);

  it('is the only place parts are built: no route builds a service, adapter or storage, picks a stand-in, or adds a loop or worker', () => {
    const routes = files.filter((file) => file !== PLANTED);
    expect(routes.length).toBeGreaterThan(40);
    expect(rootWorkInRoutes(program, routes)).toEqual([]);
  }, 120_000);

  it('would see a route that did', () => {
    const found = rootWorkInRoutes(program, [PLANTED]).map((line) => line.replace(/^[^ ]+ /, ''));
    expect(found).toEqual([
      'imports server/services/wecom/simulator.ts',
      'builds FileService (server/services/files.ts)',
      'calls the factory createSpeech (server/services/speech/index.ts)',
      'registers a loop',
      'registers a queue worker',
    ]);
  }, 120_000);
});

/** A word of each stand-in's name in the banner. */
const SIMULATOR_LABELS: Record<SimulatorName, string> = {
  callService: '5G call service',
  wecom: 'WeCom',
  dialogManager: 'dialog manager',
  miniProgram: 'mini program',
  insurance: 'insurance catalogue',
  identityProvider: 'identity provider',
};

/** Every loop the server runs, in the order they start. */
const LOOPS = [
  'call routing sweep',
  'room end notices',
  'socket sessions check',
  'recordings sweep',
  'document pages',
  'template previews sweep',
  'abandoned uploads sweep',
  'retention schedule',
  'recording sync schedule',
];
/** Every job name of the durable queue. */
const WORKERS: JobName[] = [
  'video-content-render',
  'video-template-preview',
  'digital-human-render',
  'record-sync',
  'wecom-task-send',
  'wecom-task-results',
  'delivery-task-send',
  'retention-sweep',
];

describe.each(databaseKinds)("the root's list of what runs on %s", (kind) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  describe.each([
    { name: 'with every stand-in', overrides: {}, simulators: [...SIMULATOR_NAMES] },
    {
      name: 'with the insurer and the dialog manager configured',
      overrides: {
        insuranceServiceUrl: 'http://127.0.0.1:9/insurance',
        dialogManager: { url: 'http://127.0.0.1:9/dm', token: undefined },
      },
      simulators: SIMULATOR_NAMES.filter((name) => name !== 'insurance' && name !== 'dialogManager'),
    },
    { name: 'without simulators', overrides: { simulators: false }, simulators: [] },
  ])('$name', ({ overrides, simulators }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, overrides);
      apps.push(t);
    });

    it('names each loop, queue worker and stand-in that is on, and the banner and health print it', async () => {
      expect(t.ctx.running).toEqual({ loops: LOOPS, workers: WORKERS, simulators });
      expect(t.ctx.jobs.names()).toEqual(LOOPS);
      expect(t.ctx.queue.names()).toEqual(WORKERS);

      const banner = await startBanner(t.config, t.ctx.db, 8080, Promise.resolve(null), t.ctx.running);
      expect(banner).toContain(`Background loops: ${LOOPS.join(', ')}\n`);
      expect(banner).toContain(`Queue workers: ${WORKERS.join(', ')}\n`);
      const standIns = banner.split('\n').find((line) => line.startsWith('Simulators'));
      if (simulators.length === 0) expect(standIns).toBe('Simulators: off');
      for (const [name, label] of Object.entries(SIMULATOR_LABELS))
        expect(standIns?.includes(label), name).toBe((simulators as string[]).includes(name));
      expect((await t.call<HealthResult>('GET', '/api/health')).result?.simulators).toEqual(simulators);
    });
  });
});
