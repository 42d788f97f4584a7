import { describe, expect, it } from 'vitest';
import {
  addCardParam,
  addSticker,
  editCardParam,
  editText,
  nudgeElement,
  placeElement,
  removeCardParam,
  removeElement,
  setCard,
} from './elements';
import { sizeBounds } from './geometry';
import {
  addNode,
  currentNode,
  newScene,
  removeNode,
  renameNode,
  selectNode,
  setBackground,
  setNodeBackground,
} from './nodes';
import {
  CARD_HEADING_SHARE,
  FRAME_HEIGHT,
  FRAME_WIDTH,
  MAX_CARD_PARAMS,
  SUBTITLE_DEFAULT_Y,
  TITLE_DEFAULT_Y,
  type Outcome,
  type Scene,
} from './types';

/** The scene an accepted edit made; fails the test on a refusal. */
function ok<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
  return outcome.value;
}
const refusal = (outcome: Outcome<unknown>) => (outcome.ok ? null : outcome.error);

const withNodes = (count: number): Scene => {
  let scene = newScene('n1');
  for (let i = 2; i <= count; i += 1) scene = ok(addNode(scene, `n${i}`));
  return scene;
};

describe('nodes', () => {
  it('starts with one node named 新节点1 with the default title and subtitle', () => {
    const scene = newScene('n1');
    expect(scene.name).toBe('新模板');
    expect(scene.voiceSpeedRate).toBe(1);
    expect(scene.nodes).toHaveLength(1);
    const node = currentNode(scene);
    expect(node.pointName).toBe('新节点1');
    expect(node.title).toMatchObject({ content: '默认标题', y: TITLE_DEFAULT_Y, isOpen: true });
    expect(node.subTitle).toMatchObject({ content: '默认副标题', y: SUBTITLE_DEFAULT_Y });
  });

  it('adds nodes up to 5, named 新节点{n}, showing the new one, and refuses a sixth', () => {
    const five = withNodes(5);
    expect(five.nodes.map((n) => n.pointName)).toEqual(['新节点1', '新节点2', '新节点3', '新节点4', '新节点5']);
    expect(five.current).toBe(4);
    expect(refusal(addNode(five, 'n6'))).toBe('节点不能超过5个');
  });

  it('keeps at least one node, and names a new node by its place unless that name is taken', () => {
    expect(refusal(removeNode(newScene('n1'), 0))).toBe('至少需要保留一个节点');
    const three = withNodes(3);
    const two = ok(removeNode(three, 1));
    expect(two.nodes.map((n) => n.pointName)).toEqual(['新节点1', '新节点3']);
    expect(ok(addNode(two, 'x')).nodes.map((n) => n.pointName)).toEqual(['新节点1', '新节点3', '新节点4']);
    expect(ok(addNode(ok(renameNode(newScene('n1'), '开场')), 'x')).nodes.map((n) => n.pointName)).toEqual([
      '开场',
      '新节点2',
    ]);
    expect(refusal(removeNode(three, 7))).toBe('节点不存在');
  });

  it('keeps showing a node after a removal before it, and never points past the end', () => {
    const three = ok(selectNode(withNodes(3), 2));
    expect(ok(removeNode(three, 0)).current).toBe(1);
    expect(ok(removeNode(three, 2)).current).toBe(1);
  });

  it('never changes the scene it was given', () => {
    const scene = newScene('n1');
    const frozen = JSON.stringify(scene);
    ok(addNode(scene, 'n2'));
    ok(renameNode(scene, '开场'));
    ok(addSticker(scene, { id: 's', url: '/a.png' }));
    expect(JSON.stringify(scene)).toBe(frozen);
  });

  it('holds one background at a time: image, colour or digital template', () => {
    let scene = ok(setBackground(newScene('n1'), { kind: 'image', _id: 'f1', url: '/bg.png' }));
    expect(currentNode(scene).background).toEqual({ kind: 'image', _id: 'f1', url: '/bg.png' });
    scene = ok(setBackground(scene, { kind: 'color', color: '#ff0000' }));
    expect(currentNode(scene).background).toEqual({ kind: 'color', color: '#ff0000' });
    scene = ok(setBackground(scene, { kind: 'digital', digitalTemplateId: 'd1' }));
    expect(currentNode(scene).background).toEqual({ kind: 'digital', digitalTemplateId: 'd1' });
    expect(refusal(setBackground(scene, { kind: 'color', color: 'red' }))).toBe('颜色格式不正确');
  });

  it('puts an uploaded background on the node it was uploaded for, the swiper staying where it is', () => {
    const video = { kind: 'video', _id: 'u1', url: '/u1.avi', poster: '/u1.png' } as const;
    const scene = ok(addNode(newScene('n1'), 'n2'));
    const placed = ok(setNodeBackground(scene, 'n1', video));
    expect(placed.current).toBe(1);
    expect(placed.nodes.map((node) => node.background)).toEqual([video, scene.nodes[1]!.background]);
    expect(refusal(setNodeBackground(ok(removeNode(scene, 0)), 'n1', video))).toBe('节点不存在');
  });
});

describe('title and subtitle', () => {
  it('accept content, size and colour only, and cannot be deleted or moved', () => {
    const scene = ok(editText(newScene('n1'), 'title', { content: '欢迎', fontSize: 36, fontColor: '#000000' }));
    expect(currentNode(scene).title).toMatchObject({
      content: '欢迎',
      fontSize: 36,
      fontColor: '#000000',
      y: TITLE_DEFAULT_Y,
    });
    expect(refusal(editText(scene, 'title', { y: 10 }))).toBe('标题和副标题只能修改内容、字号和颜色');
    expect(refusal(editText(scene, 'subTitle', { fontSize: 17 }))).toBe('字号不正确');
    expect(refusal(editText(scene, 'subTitle', { fontColor: 'blue' }))).toBe('颜色格式不正确');
    expect(refusal(removeElement(scene, { kind: 'title' }))).toBe('标题和副标题不能删除');
    expect(refusal(placeElement(scene, { kind: 'subTitle' }, { x: 1 }))).toBe('标题和副标题只能修改内容、字号和颜色');
  });
});

describe('stickers', () => {
  it('allows 5 per node and refuses a sixth with the spec text', () => {
    let scene = newScene('n1');
    for (let i = 1; i <= 5; i += 1) scene = ok(addSticker(scene, { id: `s${i}`, url: '/s.png' }));
    expect(currentNode(scene).stickers).toHaveLength(5);
    expect(refusal(addSticker(scene, { id: 's6', url: '/s.png' }))).toBe('最多只能同时存在5个贴纸元素');
    const other = ok(addNode(scene, 'n2'));
    expect(currentNode(ok(addSticker(other, { id: 's7', url: '/s.png' }))).stickers).toHaveLength(1);
  });

  it('are sized within 10–60% of the frame and kept inside it, rounded to 3 decimals', () => {
    const scene = ok(addSticker(newScene('n1'), { id: 's1', url: '/s.png' }));
    const b = sizeBounds('sticker');
    expect(b).toEqual({ minWidth: 37.5, maxWidth: 225, minHeight: 66.7, maxHeight: 400.2 });
    const tiny = currentNode(ok(placeElement(scene, { kind: 'sticker', id: 's1' }, { width: 1, height: 1 })))
      .stickers[0];
    expect(tiny).toMatchObject({ width: 37.5, height: 66.7 });
    const huge = currentNode(
      ok(placeElement(scene, { kind: 'sticker', id: 's1' }, { x: 300, y: 600, width: 999, height: 999 })),
    ).stickers[0];
    expect(huge).toMatchObject({ width: 225, height: 400.2, x: FRAME_WIDTH - 225, y: round(FRAME_HEIGHT - 400.2) });
    const exact = currentNode(ok(placeElement(scene, { kind: 'sticker', id: 's1' }, { x: 10.123456, y: -5 })))
      .stickers[0];
    expect(exact).toMatchObject({ x: 10.123, y: 0 });
    expect(currentNode(ok(placeElement(scene, { kind: 'sticker', id: 's1' }, { x: Number.NaN }))).stickers[0]?.x).toBe(
      currentNode(scene).stickers[0]?.x,
    );
  });

  it('move with the keyboard, 1 or 10 units, never leaving the frame, and can be deleted', () => {
    let scene = ok(addSticker(newScene('n1'), { id: 's1', url: '/s.png' }));
    const start = currentNode(scene).stickers[0]!;
    scene = ok(nudgeElement(scene, { kind: 'sticker', id: 's1' }, 1, -10));
    expect(currentNode(scene).stickers[0]).toMatchObject({ x: start.x + 1, y: start.y - 10 });
    for (let i = 0; i < 100; i += 1) scene = ok(nudgeElement(scene, { kind: 'sticker', id: 's1' }, -10, 0));
    expect(currentNode(scene).stickers[0]?.x).toBe(0);
    expect(currentNode(ok(removeElement(scene, { kind: 'sticker', id: 's1' }))).stickers).toEqual([]);
    expect(refusal(nudgeElement(scene, { kind: 'sticker', id: 'nope' }, 1, 0))).toBe('元素不存在');
  });
});

describe('cards', () => {
  it('are an image or a video bounded to 20–60% of the frame', () => {
    let scene = ok(setCard(newScene('n1'), { mediaType: 'image', _id: 'f1', url: '/c.png' }));
    expect(currentNode(scene).card).toMatchObject({ mediaType: 'image', width: 150 });
    scene = ok(placeElement(scene, { kind: 'card' }, { width: 10, height: 10 }));
    expect(currentNode(scene).card).toMatchObject({ width: 75, height: 133.4 });
    scene = ok(setCard(scene, { mediaType: 'video', _id: 'v1', url: '/v.mp4' }));
    expect(currentNode(scene).card).toMatchObject({ mediaType: 'video', _id: 'v1', width: 75 });
    expect(currentNode(ok(removeElement(scene, { kind: 'card' }))).card).toBeNull();
  });

  it('carry parameters naming known variables, placed inside the card', () => {
    let scene = ok(setCard(newScene('n1'), { mediaType: 'image', _id: 'f1', url: '/c.png' }));
    expect(refusal(addCardParam(scene, { _id: 'p', paramsKey: 'unknown', defaultVal: '' }))).toBe('请选择有效的变量');
    scene = ok(addCardParam(scene, { _id: 'p1', paramsKey: 'customerName', defaultVal: '客户' }));
    expect(currentNode(scene).card?.params[0]).toMatchObject({
      paramsKey: 'customerName',
      paramsVal: '{customerName}',
      defaultVal: '客户',
    });
    scene = ok(editCardParam(scene, 'p1', { x: 9999, y: -3, textColor: '#123456' }));
    expect(currentNode(scene).card?.params[0]).toMatchObject({ x: 150, y: 0, textColor: '#123456' });
    expect(refusal(editCardParam(scene, 'p1', { textColor: 'x' }))).toBe('颜色格式不正确');
    for (let i = 2; i <= 5; i += 1)
      scene = ok(addCardParam(scene, { _id: `p${i}`, paramsKey: 'agentName', defaultVal: '' }));
    expect(refusal(addCardParam(scene, { _id: 'p6', paramsKey: 'agentName', defaultVal: '' }))).toBe(
      '每张卡片最多5个参数',
    );
    expect(currentNode(ok(removeCardParam(scene, 'p1'))).card?.params).toHaveLength(4);
  });

  it("write a card's variables below its heading, all of them inside the card", () => {
    let scene = ok(setCard(newScene('n1'), { mediaType: 'image', _id: 'f1', url: '/c.png' }));
    for (let i = 1; i <= MAX_CARD_PARAMS; i += 1)
      scene = ok(addCardParam(scene, { _id: `p${i}`, paramsKey: 'customerName', defaultVal: '' }));
    const card = currentNode(scene).card;
    const heading = (card?.height ?? 0) * CARD_HEADING_SHARE;
    for (const param of card?.params ?? []) {
      expect(param.y).toBeGreaterThanOrEqual(heading);
      expect(param.y + param.font).toBeLessThanOrEqual(card?.height ?? 0);
    }
    expect(refusal(addCardParam(newScene('n'), { _id: 'p', paramsKey: 'agentName', defaultVal: '' }))).toBe(
      '元素不存在',
    );
  });
});

function round(value: number) {
  return Math.round(value * 1000) / 1000;
}
