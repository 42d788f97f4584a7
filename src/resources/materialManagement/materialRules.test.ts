import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../schemas/file';
import {
  checkUpload,
  choosesOrganisation,
  documentProblem,
  extensionOf,
  formatBytes,
  mayChange,
  nameFromFileName,
  uploadDefaults,
  videoProblem,
} from './materialRules';

const texts = { fileRequired: '请上传文件', nameRequired: '请输入文件名称', nameTooLong: '文件名称不能超过30个字符' };

describe('a picked file', () => {
  it('names the upload after itself, without the extension, at most 30 characters', () => {
    expect(nameFromFileName('产品说明书.v2.pdf')).toBe('产品说明书.v2');
    expect(nameFromFileName('C:\\fakepath\\报价单.docx')).toBe('报价单');
    expect(nameFromFileName('README')).toBe('README');
    expect(nameFromFileName('.hidden')).toBe('.hidden');
    expect(nameFromFileName(`${'长'.repeat(40)}.pptx`)).toBe('长'.repeat(30));
    expect(nameFromFileName('😀'.repeat(31) + '.png')).toBe('😀'.repeat(30));
  });

  it('knows its extension', () => {
    expect(extensionOf('a.b.PDF')).toBe('pdf');
    expect(extensionOf('noext')).toBe('');
  });

  it('is a document only as an image, doc, docx, pdf, ppt or pptx within its size', () => {
    expect(documentProblem({ name: 'a.pdf', size: 10 })).toBeNull();
    expect(documentProblem({ name: 'a.PPTX', size: 10 })).toBeNull();
    expect(documentProblem({ name: 'a.txt', size: 10 })).toBe(
      '只支持上传jpg、jpeg、png图片和doc、docx、pdf、ppt、pptx文件',
    );
    expect(documentProblem({ name: 'a.pdf', size: 0 })).toBe('不能上传空文件');
    expect(documentProblem({ name: 'a.png', size: MAX_IMAGE_BYTES + 1 })).toBe('图片必须小于5MB!');
    expect(documentProblem({ name: 'a.pdf', size: MAX_IMAGE_BYTES + 1 })).toBeNull();
    expect(documentProblem({ name: 'a.pdf', size: 100 * 1024 * 1024 + 1 })).toBe('文件必须小于100MB');
  });

  it('is a video only as a non-empty MP4', () => {
    expect(videoProblem({ name: 'clip.MP4', size: 1 })).toBeNull();
    expect(videoProblem({ name: 'clip.mov', size: 1 })).toBe('只支持MP4格式的视频');
    expect(videoProblem({ name: 'clip.mp4', size: 0 })).toBe('不能上传空文件');
    expect(videoProblem({ name: 'clip.mp4', size: 3 * 1024 ** 3 })).toBe('视频必须小于2GB');
  });
});

describe('an upload dialog', () => {
  it('asks for the file, a name of at most 30 characters and, where chosen, the organisation', () => {
    expect(checkUpload({ file: null, name: ' ', orgAccount: '' }, texts, true)).toEqual({
      file: '请上传文件',
      name: '请输入文件名称',
      orgAccount: '请选择机构',
    });
    expect(
      checkUpload({ file: { name: 'a.pdf', size: 1 }, name: 'x'.repeat(31), orgAccount: '' }, texts, false),
    ).toEqual({ name: '文件名称不能超过30个字符' });
    expect(
      checkUpload({ file: { name: 'a.pdf', size: 1 }, name: 'x'.repeat(30), orgAccount: 'o' }, texts, true),
    ).toEqual({});
  });

  it('lets tenant (and platform) admins choose the organisation, and fixes the others to their own', () => {
    expect(['1', '2', '3', '4'].map((level) => choosesOrganisation(level as '1'))).toEqual([false, false, true, true]);
  });

  it('makes an agent upload private and the range follow publicEdit', () => {
    expect(uploadDefaults({ agentRole: { level: '1' }, publicEdit: false })).toEqual({ isPublic: 0, range: 2 });
    expect(uploadDefaults({ agentRole: { level: '2' }, publicEdit: true })).toEqual({ isPublic: 1, range: 1 });
    expect(uploadDefaults({ agentRole: { level: '3' }, publicEdit: false })).toEqual({ isPublic: 1, range: 2 });
  });
});

describe('changing an item', () => {
  const item = { agent: { _id: 'owner' }, tenant: { _id: 't1' }, orgAccount: { _id: 'o1' } };
  const someone = (level: '1' | '2' | '3' | '4', _id: string, tenant: string | null, org: string | null) => ({
    _id,
    agentRole: { level },
    tenant: tenant ? ({ _id: tenant } as never) : null,
    orgAccount: org ? ({ _id: org } as never) : null,
  });

  it('is for the owner and the admins whose scope covers it', () => {
    expect(mayChange(someone('1', 'owner', 't1', 'o1'), item)).toBe(true);
    expect(mayChange(someone('1', 'other', 't1', 'o1'), item)).toBe(false);
    expect(mayChange(someone('2', 'admin', 't1', 'o1'), item)).toBe(true);
    expect(mayChange(someone('2', 'admin', 't1', 'o2'), item)).toBe(false);
    expect(mayChange(someone('3', 'admin', 't1', null), item)).toBe(true);
    expect(mayChange(someone('3', 'admin', 't2', null), item)).toBe(false);
    expect(mayChange(someone('4', 'root', null, null), { ...item, agent: null })).toBe(true);
  });
});

describe('a size', () => {
  it('reads in B, KB, MB or GB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25.0 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });
});
