/**
 * The editor's built-in pictures (public/studio): stickers, backgrounds, cards and digital-human templates,
 * so a template can be built before any material is uploaded.
 */
const at = (file: string) => `/studio/${file}`;

export const STICKER_LIBRARY = [
  { id: 'star', name: '星星', url: at('sticker-star.svg') },
  { id: 'heart', name: '爱心', url: at('sticker-heart.svg') },
  { id: 'hot', name: '热销', url: at('sticker-hot.svg') },
  { id: 'gift', name: '礼物', url: at('sticker-gift.svg') },
  { id: 'arrow', name: '箭头', url: at('sticker-arrow.svg') },
  { id: 'shield', name: '保障', url: at('sticker-shield.svg') },
] as const;

export const BACKGROUND_LIBRARY = [
  { _id: 'bg-sky', name: '蓝色渐变', url: at('background-sky.svg') },
  { _id: 'bg-warm', name: '暖色渐变', url: at('background-warm.svg') },
] as const;

export const CARD_LIBRARY = [
  { _id: 'card-plan', name: '保障计划卡片', mediaType: 'image', url: at('card-plan.svg') },
  { _id: 'card-intro', name: '产品介绍视频', mediaType: 'video', url: at('card-intro.mp4') },
] as const;

export const DIGITAL_TEMPLATES = [{ id: 'presenter', name: '知性主播', url: at('digital-presenter.svg') }] as const;

/** A mouth on a full-frame picture, in the 375x667 frame: its centre and width. */
export interface Mouth {
  x: number;
  y: number;
  width: number;
}

/** Where the built-in digital humans' mouths are, so a speaking render opens them with the voice (issue 28). */
export const BUILT_IN_MOUTHS: Readonly<Record<string, Mouth>> = {
  [at('digital-presenter.svg')]: { x: 187.5, y: 302, width: 32 },
  [at('avatar-advisor.svg')]: { x: 187.5, y: 302, width: 32 },
  [at('avatar-consultant.svg')]: { x: 187.5, y: 302, width: 32 },
};

export const BACKGROUND_COLOURS = ['#1f2d3d', '#0b3d91', '#ffffff', '#fff1f0', '#f6ffed'] as const;

/** The Q&A cards of the demo interaction template; seeded with the cards above as the platform's type 3 pictures. */
export const QA_CARD_LIBRARY = [
  { _id: 'card-question', name: '询问卡片', url: at('card-question.svg') },
  { _id: 'card-contact', name: '联系卡片', url: at('card-contact.svg') },
  { _id: 'card-thanks', name: '感谢卡片', url: at('card-thanks.svg') },
] as const;
