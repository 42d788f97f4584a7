import { describe, expect, it } from 'vitest';
import { addCardParam, addSticker, setCard } from './elements';
import { canRedo, canUndo, look, record, redo, startHistory, undo } from './history';
import { addNode, currentNode, newScene, renameNode, setBackground } from './nodes';
import { nodePicture } from './picture';
import { checkSave, checkSubmit, fromStored, toStored } from './stored';
import type { Outcome, Scene } from './types';
import { insertVariable, setSpeed, setVoice, setWords, variablesIn } from './words';

function ok<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
  return outcome.value;
}
const refusal = (outcome: Outcome<unknown>) => (outcome.ok ? null : outcome.error);

describe('words and variables', () => {
  it('insert {nameKey} at the caret and answer the caret after it', () => {
    const scene = ok(setWords(newScene('n1'), '您好，欢迎了解'));
    const { scene: next, caret } = ok(insertVariable(scene, 3, 'customerName'));
    expect(currentNode(next).words).toBe('您好，{customerName}欢迎了解');
    expect(caret).toBe(3 + '{customerName}'.length);
    expect(currentNode(ok(insertVariable(scene, 0, 'agentName')).scene).words).toBe('{agentName}您好，欢迎了解');
    expect(currentNode(ok(insertVariable(scene, 7, 'agentName')).scene).words).toBe('您好，欢迎了解{agentName}');
    expect(variablesIn(currentNode(next).words)).toEqual(['customerName']);
  });

  it('refuse a caret that is missing or outside the words with the spec text', () => {
    const scene = ok(setWords(newScene('n1'), '您好'));
    for (const caret of [null, undefined, -1, 3, 1.5, Number.NaN])
      expect(refusal(insertVariable(scene, caret, 'customerName'))).toBe('请选择有效的插入位置！');
    expect(refusal(insertVariable(scene, 1, 'nobody'))).toBe('请选择有效的变量');
  });

  it('pick a known voice and a speed from 0.5 to 2', () => {
    const scene = newScene('n1');
    expect(ok(setVoice(scene, 'cmn-male')).digitalVoiceId).toBe('cmn-male');
    expect(refusal(setVoice(scene, 'robot'))).toBe('请选择有效的音色');
    expect(ok(setSpeed(scene, 1.25)).voiceSpeedRate).toBe(1.25);
    expect(refusal(setSpeed(scene, 3))).toBe('语速需在0.5到2之间');
    expect(refusal(setSpeed(scene, Number.NaN))).toBe('语速需在0.5到2之间');
  });
});

describe('saving and submitting', () => {
  const complete = (scene: Scene) => ok(setWords(ok(renameNode(scene, '开场')), '您好'));

  it('saving needs every node name and words, and the title when it shows', () => {
    let scene = complete(newScene('n1'));
    expect(checkSave(scene).ok).toBe(true);
    scene = ok(addNode(scene, 'n2'));
    expect(refusal(checkSave(scene))).toBe('请完成必填项');
    scene = complete(scene);
    expect(checkSave(scene).ok).toBe(true);
    const noTitle = { ...scene, nodes: scene.nodes.map((n) => ({ ...n, title: { ...n.title, content: ' ' } })) };
    expect(refusal(checkSave(noTitle))).toBe('请完成必填项');
    const hidden = { ...noTitle, nodes: noTitle.nodes.map((n) => ({ ...n, title: { ...n.title, isOpen: false } })) };
    expect(checkSave(hidden).ok).toBe(true);
  });

  it('submitting a common template needs every node name and words', () => {
    const scene = newScene('n1');
    expect(refusal(checkSubmit(scene))).toBe('请先编辑模板！');
    expect(checkSubmit(complete(scene)).ok).toBe(true);
  });
});

describe('the stored template', () => {
  const built = () => {
    let scene = ok(setWords(newScene('n1'), '您好{customerName}'));
    scene = ok(addSticker(scene, { id: 's1', url: '/s.png' }));
    scene = ok(setCard(scene, { mediaType: 'video', _id: 'v1', url: '/v.mp4' }));
    scene = ok(addCardParam(scene, { _id: 'p1', paramsKey: 'customerName', defaultVal: '客户' }));
    scene = ok(setBackground(scene, { kind: 'image', _id: 'b1', url: '/bg.png' }));
    return ok(addNode(scene, 'n2'));
  };

  it('doubles coordinates and sizes, and reads back the same scene', () => {
    const scene = built();
    const stored = toStored(scene);
    expect(stored).toMatchObject({ type: 'common', nodeLength: 2, voiceSpeedRate: 1 });
    const [first] = stored.interactionInfo;
    expect(first?.titleConfig.y).toBe(170.8);
    expect(first?.subTitleConfig.y).toBe(1083.2);
    expect(first?.video).toMatchObject({ _id: 'v1', width: 300 });
    expect(first?.image).toBeNull();
    expect(first?.sticker[0]?.width).toBe(currentNode({ ...scene, current: 0 }).stickers[0]!.width * 2);
    expect(first?.backgroundCard).toEqual({ _id: 'b1', url: '/bg.png' });
    expect(first?.backgroundCardColor).toBeNull();
    expect(ok(fromStored(stored))).toEqual({ ...scene, current: 0 });
  });

  it('keeps a video background with the picture of its first frame, and draws that picture where the video cannot play', () => {
    const video = {
      kind: 'video',
      _id: 'u1',
      url: '/api/videoTemplateBackground/u1/file',
      poster: '/api/videoTemplateBackground/u1/poster',
    } as const;
    const scene = ok(setBackground(built(), video));
    const stored = toStored(scene);
    expect(stored.interactionInfo[1]?.backgroundCard).toEqual({
      _id: 'u1',
      url: video.url,
      type: 'video',
      poster: video.poster,
    });
    expect(ok(fromStored(stored)).nodes[1]?.background).toEqual(video);
    expect(nodePicture(currentNode(scene)).background[1]).toMatchObject({
      kind: 'image',
      url: video.url,
      media: 'video',
      poster: video.poster,
      config: { name: 'background-image', width: 375 },
    });
    const withoutPoster = {
      ...stored,
      interactionInfo: [
        { ...stored.interactionInfo[1]!, backgroundCard: { _id: 'u1', url: video.url, type: 'video' as const } },
      ],
    };
    expect(refusal(fromStored(withoutPoster))).toBe('第1个节点：背景视频缺少封面');
  });

  it('refuses what the editor could not have made', () => {
    const stored = toStored(built());
    const node = stored.interactionInfo[0]!;
    const withNode = (change: object) => ({ ...stored, interactionInfo: [{ ...node, ...change }] });
    expect(refusal(fromStored(withNode({ backgroundCardColor: '#ffffff' })))).toBe(
      '第1个节点：背景图片、背景颜色和数字人模板只能选择一种',
    );
    expect(
      refusal(
        fromStored(withNode({ sticker: Array.from({ length: 6 }, (_, i) => ({ ...node.sticker[0]!, id: `s${i}` })) })),
      ),
    ).toBe('第1个节点：最多只能同时存在5个贴纸元素');
    expect(refusal(fromStored(withNode({ sticker: [{ ...node.sticker[0]!, width: 5000 }] })))).toBe(
      '第1个节点：贴纸的位置或大小超出范围',
    );
    expect(refusal(fromStored(withNode({ video: { ...node.video!, width: 40 } })))).toBe(
      '第1个节点：卡片的位置或大小超出范围',
    );
    expect(refusal(fromStored({ ...stored, interactionInfo: [] }))).toBe('至少需要保留一个节点');
    expect(
      refusal(
        fromStored({ ...stored, interactionInfo: Array.from({ length: 6 }, (_, i) => ({ ...node, id: `n${i}` })) }),
      ),
    ).toBe('节点不能超过5个');
    expect(refusal(fromStored({ ...stored, voiceSpeedRate: 9 }))).toBe('语速需在0.5到2之间');
    expect(refusal(fromStored({ ...stored, name: ' ' }))).toBe('请输入模板名称');
  });
});

describe('undo and redo', () => {
  it('step through accepted edits, skip refused ones, and drop the redo branch on a new edit', () => {
    let h = startHistory(newScene('n1'));
    h = record(h, addNode(h.present, 'n2')).history;
    h = record(h, setWords(h.present, '第二段')).history;
    const refusedStep = record(h, setSpeed(h.present, 9));
    expect(refusedStep.error).toBe('语速需在0.5到2之间');
    expect(refusedStep.history).toBe(h);
    expect(canUndo(h)).toBe(true);
    h = undo(h);
    expect(currentNode(h.present).words).toBe('');
    h = undo(h);
    expect(h.present.nodes).toHaveLength(1);
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    expect(h.present.nodes).toHaveLength(2);
    expect(canRedo(h)).toBe(true);
    h = record(h, setVoice(h.present, 'cmn-male')).history;
    expect(canRedo(h)).toBe(false);
    expect(look(h, 0).present.current).toBe(0);
    expect(look(h, 0).past).toBe(h.past);
  });
});
