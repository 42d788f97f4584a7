import { storedZip } from './sampleFiles';

const WORD = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const escapeXml = (text: string) => text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);

/**
 * A minimal Word document (OOXML: content types, package relationship, main part) with one page per
 * entry, each entry's lines in 48-point simplified-Chinese text, pages split by page breaks.
 */
export function sampleWordDocument(pages: readonly (readonly string[])[]): Buffer {
  const paragraph = (line: string) =>
    `<w:p><w:r><w:rPr><w:lang w:eastAsia="zh-CN"/><w:sz w:val="96"/><w:szCs w:val="96"/></w:rPr><w:t>${escapeXml(line)}</w:t></w:r></w:p>`;
  const pageBreak = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';
  const body = pages.map((lines) => lines.map(paragraph).join('')).join(pageBreak);
  return storedZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${WORD}"><w:body>${body}</w:body></w:document>`,
  });
}
