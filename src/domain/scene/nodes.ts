/** The swiper of nodes: 1 to 5, new ones named 新节点{n} (spec 3 §3, §5). */
import {
  DEFAULT_SUBTITLE,
  DEFAULT_TEMPLATE_NAME,
  DEFAULT_TITLE,
  DEFAULT_VOICE,
  MAX_NODES,
  POINT_NAME_MAX,
  SUBTITLE_DEFAULT_Y,
  TEXT_SIZES,
  TITLE_DEFAULT_Y,
  done,
  refused,
  sceneTexts,
  type Background,
  type Outcome,
  type Scene,
  type SceneNode,
} from './types';

const NEW_NODE_PREFIX = '新节点';

/** 新节点{n}: n is the new node's place in the swiper, or the next number no node of the scene is named with. */
function nextNodeName(nodes: readonly SceneNode[]): string {
  const taken = new Set(nodes.map((node) => node.pointName));
  let n = nodes.length + 1;
  while (taken.has(`${NEW_NODE_PREFIX}${n}`)) n += 1;
  return `${NEW_NODE_PREFIX}${n}`;
}

function newNode(id: string, pointName: string): SceneNode {
  const text = { isOpen: true, x: 0, fontSize: TEXT_SIZES[1].value, fontColor: '#ffffff' };
  return {
    id,
    pointName,
    words: '',
    background: { kind: 'color', color: '#1f2d3d' },
    title: { ...text, content: DEFAULT_TITLE, y: TITLE_DEFAULT_Y },
    subTitle: { ...text, content: DEFAULT_SUBTITLE, y: SUBTITLE_DEFAULT_Y, fontSize: TEXT_SIZES[0].value },
    stickers: [],
    card: null,
  };
}

/** A new template: one node, the default voice at speed 1. */
export function newScene(firstNodeId: string, name = DEFAULT_TEMPLATE_NAME): Scene {
  return {
    name,
    digitalVoiceId: DEFAULT_VOICE,
    voiceSpeedRate: 1,
    nodes: [newNode(firstNodeId, nextNodeName([]))],
    current: 0,
  };
}

export function currentNode(scene: Scene): SceneNode {
  const node = scene.nodes[scene.current] ?? scene.nodes[0];
  if (!node) throw new Error('a scene always holds a node');
  return node;
}

/** The scene with its current node replaced by what `change` makes of it. */
export function withCurrentNode(scene: Scene, change: (node: SceneNode) => Outcome<SceneNode>): Outcome {
  const outcome = change(currentNode(scene));
  if (!outcome.ok) return outcome;
  return done({ ...scene, nodes: scene.nodes.map((node, i) => (i === scene.current ? outcome.value : node)) });
}

/** Adds a node after the last one and shows it. */
export function addNode(scene: Scene, id: string): Outcome {
  if (scene.nodes.length >= MAX_NODES) return refused(sceneTexts.tooManyNodes);
  const nodes = [...scene.nodes, newNode(id, nextNodeName(scene.nodes))];
  return done({ ...scene, nodes, current: nodes.length - 1 });
}

/** Removes a node; the last one stays. The swiper shows the node that took its place (or the one before). */
export function removeNode(scene: Scene, index: number): Outcome {
  if (!scene.nodes[index]) return refused(sceneTexts.noSuchNode);
  if (scene.nodes.length <= 1) return refused(sceneTexts.lastNode);
  const nodes = scene.nodes.filter((_, i) => i !== index);
  const current = scene.current > index ? scene.current - 1 : Math.min(scene.current, nodes.length - 1);
  return done({ ...scene, nodes, current });
}

export function selectNode(scene: Scene, index: number): Outcome {
  if (!scene.nodes[index]) return refused(sceneTexts.noSuchNode);
  return done({ ...scene, current: index });
}

export function renameNode(scene: Scene, pointName: string): Outcome {
  if (pointName.length > POINT_NAME_MAX) return refused(sceneTexts.pointNameTooLong);
  return withCurrentNode(scene, (node) => done({ ...node, pointName }));
}

/** Image (or video), colour and digital template exclude each other: setting one replaces whichever was set. */
export function setBackground(scene: Scene, background: Background): Outcome {
  if (background.kind === 'color' && !isColour(background.color)) return refused(sceneTexts.badColour);
  return withCurrentNode(scene, (node) => done({ ...node, background }));
}

/** The background of the node `nodeId`, wherever the swiper is: an upload ends after it began, on the node it began for. */
export function setNodeBackground(scene: Scene, nodeId: string, background: Background): Outcome {
  const index = scene.nodes.findIndex((node) => node.id === nodeId);
  if (index === -1) return refused(sceneTexts.noSuchNode);
  const placed = setBackground({ ...scene, current: index }, background);
  return placed.ok ? done({ ...placed.value, current: scene.current }) : placed;
}

export function isColour(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}
