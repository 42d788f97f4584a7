import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_IMAGE_MAX_BYTES,
  BACKGROUND_VIDEO_MAX_BYTES,
  backgroundKindOf,
  checkBackgroundFile,
  extensionOfName,
} from './backgroundUpload';

const refusal = (outcome: ReturnType<typeof checkBackgroundFile>) => (outcome.ok ? null : outcome.error);

describe('background uploads', () => {
  it('takes jpg, jpeg and png as images and mp4, wmv, avi and m4v as videos, whatever their case', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png'].map(backgroundKindOf)).toEqual(['image', 'image', 'image']);
    expect(['a.mp4', 'b.WMV', 'c.avi', 'd.m4v'].map(backgroundKindOf)).toEqual(['video', 'video', 'video', 'video']);
    expect(['a.gif', 'b.mov', 'png', '.png', 'c.png.exe', ''].map(backgroundKindOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(extensionOfName('C:\\照片\\海边.JPG')).toBe('jpg');
  });

  it('refuses another type, an empty file and one past its kind’s size, saying why', () => {
    expect(checkBackgroundFile('海报.gif', 10)).toEqual({
      ok: false,
      error: '只支持上传jpg、jpeg、png格式的图片或mp4、wmv、avi、m4v格式的视频',
    });
    expect(refusal(checkBackgroundFile('a.png', 0))).toBe('不能上传空文件');
    expect(checkBackgroundFile('a.png', BACKGROUND_IMAGE_MAX_BYTES)).toEqual({ ok: true, value: 'image' });
    expect(refusal(checkBackgroundFile('a.png', BACKGROUND_IMAGE_MAX_BYTES + 1))).toBe('背景图片必须小于5MB');
    expect(checkBackgroundFile('a.avi', BACKGROUND_VIDEO_MAX_BYTES)).toEqual({ ok: true, value: 'video' });
    expect(refusal(checkBackgroundFile('a.avi', BACKGROUND_VIDEO_MAX_BYTES + 1))).toBe('背景视频必须小于100MB');
  });
});
