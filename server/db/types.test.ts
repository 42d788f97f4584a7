import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { migrateToLatest } from './migrate';

/** What a column holds, as the database and as server/db/types.ts describe it. */
interface ColumnShape {
  kind: 'string' | 'number' | 'bigint' | 'boolean' | 'date' | 'json';
  nullable: boolean;
  /** The row may leave it out on insert (a default in the database, or Generated in the types). */
  defaulted: boolean;
}

const DATA_TYPES: Record<string, ColumnShape['kind']> = {
  text: 'string',
  'character varying': 'string',
  character: 'string',
  uuid: 'string',
  integer: 'number',
  smallint: 'number',
  'double precision': 'number',
  real: 'number',
  bigint: 'bigint',
  // A calendar day is written as 'YYYY-MM-DD' and read back through day::text, so the code holds it as text.
  date: 'string',
  boolean: 'boolean',
  'timestamp with time zone': 'date',
  'timestamp without time zone': 'date',
  jsonb: 'json',
  json: 'json',
};

/** The columns of every table the migrations make, named the way CamelCasePlugin names them for the code. */
async function migratedColumns(database: Database): Promise<Map<string, Map<string, ColumnShape>>> {
  const rows = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
  }>`
    select table_name, column_name, data_type, is_nullable, column_default, is_identity
    from information_schema.columns
    where table_schema = 'public' and table_name not like 'kysely_%'`.execute(database.db.withoutPlugins());
  const tables = new Map<string, Map<string, ColumnShape>>();
  const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  for (const row of rows.rows) {
    const kind = DATA_TYPES[row.data_type];
    if (!kind) throw new Error(`${row.table_name}.${row.column_name}: no rule for the column type ${row.data_type}`);
    const columns = tables.get(camel(row.table_name)) ?? new Map<string, ColumnShape>();
    columns.set(camel(row.column_name), {
      kind,
      nullable: row.is_nullable === 'YES',
      defaulted: row.column_default !== null || row.is_identity === 'YES',
    });
    tables.set(camel(row.table_name), columns);
  }
  return tables;
}

/** The same, read from the DB interface of types.ts with the type checker (so aliases and ColumnType resolve). */
function declaredColumns(): Map<string, Map<string, ColumnShape>> {
  const file = path.resolve(import.meta.dirname, 'types.ts');
  const program = ts.createProgram([file], {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error('server/db/types.ts is not readable');
  const dbInterface = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'DB',
  );
  if (!dbInterface) throw new Error('server/db/types.ts declares no DB interface');
  const members = (type: ts.Type) => (type.isUnion() ? type.types : [type]);
  const phantom = (type: ts.Type, name: string) => {
    const symbol = type.getProperty(name);
    return symbol && checker.getNonNullableType(checker.getTypeOfSymbol(symbol)) !== undefined
      ? checker.getTypeOfSymbol(symbol)
      : undefined;
  };
  const shapeOf = (column: ts.Type, where: string): ColumnShape => {
    const selected = phantom(column, '__select__') ?? column;
    const inserted = phantom(column, '__insert__') ?? column;
    const kinds = new Set<ColumnShape['kind']>();
    let nullable = false;
    for (const member of members(selected)) {
      if (member.flags & ts.TypeFlags.Null) nullable = true;
      else if (member.flags & ts.TypeFlags.StringLike) kinds.add('string');
      else if (member.flags & ts.TypeFlags.NumberLike) kinds.add('number');
      else if (member.flags & ts.TypeFlags.BooleanLike) kinds.add('boolean');
      else if (member.getSymbol()?.getName() === 'Date') kinds.add('date');
      else kinds.add('json');
    }
    if (kinds.has('string') && kinds.has('number') && kinds.size === 2) {
      kinds.clear();
      kinds.add('bigint');
    }
    if (kinds.has('json')) {
      kinds.clear();
      kinds.add('json');
    }
    const [kind, ...more] = [...kinds];
    if (!kind || more.length)
      throw new Error(`${where}: cannot tell the column's kind from its type ${checker.typeToString(selected)}`);
    const defaulted = members(inserted).some((m) => m.flags & ts.TypeFlags.Undefined);
    return { kind, nullable, defaulted };
  };
  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const member of dbInterface.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const tableName = member.name.getText(source);
    const tableType = checker.getTypeFromTypeNode(member.type);
    const columns = new Map<string, ColumnShape>();
    for (const property of tableType.getProperties()) {
      columns.set(property.getName(), shapeOf(checker.getTypeOfSymbol(property), `${tableName}.${property.getName()}`));
    }
    tables.set(tableName, columns);
  }
  return tables;
}

describe('server/db/types.ts', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  it('names the tables and columns the migrations make, with their kind, nullability and defaults', async () => {
    const migrated = await migratedColumns(database);
    const declared = declaredColumns();
    const differences: string[] = [];
    for (const table of new Set([...migrated.keys(), ...declared.keys()])) {
      const inDb = migrated.get(table);
      const inTypes = declared.get(table);
      if (!inDb) differences.push(`${table}: in types.ts, not made by any migration`);
      if (!inTypes) differences.push(`${table}: made by the migrations, missing from types.ts`);
      if (!inDb || !inTypes) continue;
      for (const column of new Set([...inDb.keys(), ...inTypes.keys()])) {
        const a = inDb.get(column);
        const b = inTypes.get(column);
        if (!a) differences.push(`${table}.${column}: in types.ts, not in the database`);
        else if (!b) differences.push(`${table}.${column}: in the database, missing from types.ts`);
        else {
          if (a.kind !== b.kind)
            differences.push(`${table}.${column}: the database holds ${a.kind}, types.ts says ${b.kind}`);
          if (a.nullable !== b.nullable)
            differences.push(
              `${table}.${column}: ${a.nullable ? 'nullable' : 'not null'} in the database, ${b.nullable ? 'nullable' : 'not null'} in types.ts`,
            );
          // A column types.ts lets an insert leave out must have a default; the reverse is only stricter code.
          if (b.defaulted && !a.defaulted && !a.nullable)
            differences.push(`${table}.${column}: types.ts lets an insert leave it out, the database has no default`);
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
