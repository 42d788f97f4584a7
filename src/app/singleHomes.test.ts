import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Each shared helper, constant and flow has one home (issue 27). A second definition, a hand-written copy of
// what a home offers, or the video-sales tenant's code spelt out elsewhere makes these fail; the answer is to
// import the home instead.

const root = path.resolve(import.meta.dirname, '../..');
const sourceFile = /\.(ts|tsx)$/;
const testFile = /\.(test|spec)\.(ts|tsx)$/;

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listSources(full);
    return sourceFile.test(name) && !testFile.test(name) ? [full] : [];
  });
}

/** The product's own sources (server and client), without tests. */
const sources = ['src', 'server'].flatMap((area) => listSources(path.join(root, area)));
const text = new Map(
  sources.map((file) => [path.relative(root, file).split(path.sep).join('/'), readFileSync(file, 'utf8')]),
);

/** The files whose text matches, with the number of matches in each. */
function whereFound(pattern: RegExp): Record<string, number> {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  const found: Record<string, number> = {};
  for (const [file, content] of text) {
    const count = content.match(global)?.length ?? 0;
    if (count > 0) found[file] = count;
  }
  return found;
}

const HOMES: { what: string; pattern: RegExp; home: Record<string, number> }[] = [
  {
    what: 'the LIKE pattern helper',
    pattern: /\b(?:const|let|function)\s+likePattern\b|\breplace\(\/\[\\\\%_\]\/g/,
    home: { 'server/db/sql.ts': 2 },
  },
  {
    what: "the unique-violation check (PostgreSQL's 23505)",
    pattern: /\b(?:const|let|function)\s+isUniqueViolation\b|['"]23505['"]/,
    home: { 'server/db/sql.ts': 2 },
  },
  {
    what: 'China time (UTC+8) by hand',
    pattern:
      /\b8\s*\*\s*(?:3600|3_600)(?:_?000)?\b|\b8\s*\*\s*60\s*\*\s*60\b|\+08:00|\bCHINA_OFFSET_MS\s*=|Asia\/Shanghai|interval '8 hours'/,
    home: { 'src/domain/chinaTime.ts': 2, 'server/db/sql.ts': 1 },
  },
  {
    what: 'a time written as YYYY-MM-DD HH:mm:ss by hand',
    pattern: /toISOString\(\)\.(?:slice\(0, 19\)\.replace\('T', ' '\)|replace\('T', ' '\)\.slice\(0, 19\))/,
    home: { 'src/domain/chinaTime.ts': 1 },
  },
  {
    what: 'the export cap',
    pattern: /\bEXPORT_[A-Z_]+\s*=|\bEXPORT_LIMIT\b/,
    home: { 'server/services/excel.ts': 1 },
  },
  {
    what: "the video-sales tenant's code",
    pattern: /['"`]cmb_videoSells['"`]|[!=]==\s*VIDEO_SELLS_TENANT_CODE\b|\bVIDEO_SELLS_TENANT_CODE\s*[!=]==/,
    home: { 'src/domain/tenants.ts': 2 },
  },
  {
    what: 'the audit decision and its notices',
    pattern:
      /\b(?:const|let|function)\s+(?:auditDecision|waitingFor|auditedListOptions)\b|\bpendingStatusFor\(|\brejectedStatusFor\(|\.audited\(|\.templateSubmitted\(/,
    home: {
      'server/services/auditFlow.ts': 7,
      'server/services/auditNotices.ts': 0,
    },
  },
  {
    what: "an audited row's state change",
    pattern: /status:\s*pending,\s*submittedBy|status:\s*outcome,\s*auditedBy/,
    home: { 'server/services/auditFlow.ts': 2, 'server/services/videoTemplates.ts': 2 },
  },
];

describe('each helper, constant and flow has one home', () => {
  for (const { what, pattern, home } of HOMES) {
    it(`${what} lives in ${Object.keys(home)[0]} only`, () => {
      const expected = Object.fromEntries(Object.entries(home).filter(([, count]) => count > 0));
      expect(whereFound(pattern)).toEqual(expected);
    });
  }

  it('finds a copy when one is written again', () => {
    text.set('server/services/copy.ts', "const likePattern = (t: string) => t;\nif (code === 'cmb_videoSells') {}");
    try {
      expect(whereFound(HOMES[0]!.pattern)).toHaveProperty(['server/services/copy.ts'], 1);
      expect(whereFound(HOMES[5]!.pattern)).toHaveProperty(['server/services/copy.ts'], 1);
    } finally {
      text.delete('server/services/copy.ts');
    }
  });
});

// UI text comes in one style: a folder's texts module (texts.ts, or a *Texts.ts beside the screens) holds the
// Chinese a screen shows, and the .tsx views read it from there, never spelling it out inline.
const HAN = /[\u4e00-\u9fff]/;

/** The Chinese written inside a view: its string literals, template parts and JSX text (comments aside). */
function inlineChinese(file: string, content: string): string[] {
  const source = ts.createSourceFile(file, content, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isJsxText(node);
    if (literal && HAN.test(node.text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${file}:${line} ${node.text.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('UI text comes in one style', () => {
  const views = [...text].filter(([file]) => file.endsWith('.tsx'));

  it('keeps no Chinese inline in a view', () => {
    expect(views.flatMap(([file, content]) => inlineChinese(file, content))).toEqual([]);
  });

  it('finds a text written inline again', () => {
    const view = 'export const A = () => <Button label="删除">保存</Button>;';
    expect(inlineChinese('src/features/x/A.tsx', view)).toEqual([
      'src/features/x/A.tsx:1 删除',
      'src/features/x/A.tsx:1 保存',
    ]);
  });
});
