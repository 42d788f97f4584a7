import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
const files = execSync("git ls-files 'src/**/*.tsx'", { encoding: 'utf8' }).split('\n').filter((f) => f && !f.includes('.test.'));
const HAN = /[\u4e00-\u9fff]/;
let total = 0; const per = {};
for (const f of files) {
  const sf = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const visit = (n) => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isJsxText(n) || ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) && HAN.test(n.text)) {
      total++; (per[f] ??= []).push(`${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${n.text.trim().slice(0, 40)}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}
console.log('total', total, 'files', Object.keys(per).length);
for (const [f, l] of Object.entries(per).sort((a, b) => b[1].length - a[1].length)) { console.log(f, l.length); if (process.argv[2]) for (const x of l) console.log('   ', x); }
