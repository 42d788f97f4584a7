import { formatMoney, type OfferRow } from '../../domain/offerPrice';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from '../../schemas/cardTemplate';
import { SHARE_CARD_TEXTS as T } from './texts';

export interface DrawnCard {
  name: string;
  tenantName: string;
  rows: readonly OfferRow[];
  /** The quote's date as shown (YYYY-MM-DD). */
  date: string;
}

const FONT = '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';
const BLUE = '#1d4ed8';
const PAD = 40;
const ROW_HEIGHT = 78;
const TAX_ROW_HEIGHT = 104;
/** Columns: item, coverage, premium (right-aligned at the card's right padding). */
const COVERAGE_X = 400;

function text(
  ctx: CanvasRenderingContext2D,
  value: string,
  x: number,
  y: number,
  font: string,
  color: string,
  align: CanvasTextAlign = 'left',
  maxWidth?: number,
) {
  ctx.font = `${font} ${FONT}`;
  ctx.fillStyle = color;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  if (maxWidth === undefined) ctx.fillText(value, x, y);
  else ctx.fillText(value, x, y, maxWidth);
}

/**
 * The offer-price card as the customer sees it (750x1330, spec 3 §9's design size): the company and the
 * date, one line a row with coverage and premium, the totals highlighted, the vehicle tax with its parts.
 */
function drawOfferCard(ctx: CanvasRenderingContext2D, card: DrawnCard): void {
  const right = CARD_IMAGE_WIDTH - PAD;
  ctx.fillStyle = '#f3f6fb';
  ctx.fillRect(0, 0, CARD_IMAGE_WIDTH, CARD_IMAGE_HEIGHT);
  ctx.fillStyle = BLUE;
  ctx.fillRect(0, 0, CARD_IMAGE_WIDTH, 210);
  text(ctx, card.name, PAD, 70, 'bold 48px', '#ffffff');
  text(ctx, `${card.tenantName} · ${T.cardSubtitle}`, PAD, 130, '28px', '#dbe6ff', 'left', CARD_IMAGE_WIDTH - 2 * PAD);
  text(ctx, `${T.cardDate}：${card.date}`, PAD, 172, '24px', '#dbe6ff');

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(PAD / 2, 240, CARD_IMAGE_WIDTH - PAD, 980);
  let y = 270;
  text(ctx, T.item, PAD, y, 'bold 26px', '#64748b');
  text(ctx, T.coverage, COVERAGE_X, y, 'bold 26px', '#64748b');
  text(ctx, T.premium, right, y, 'bold 26px', '#64748b', 'right');
  y += 30;
  for (const row of card.rows) {
    const height = row.type === 'carAndShip' ? TAX_ROW_HEIGHT : ROW_HEIGHT;
    if (row.type === 'total') {
      ctx.fillStyle = row.totalType === 'total' ? '#fff4e5' : '#eef3ff';
      ctx.fillRect(PAD / 2, y, CARD_IMAGE_WIDTH - PAD, height);
    }
    ctx.fillStyle = '#e2e8f0';
    ctx.fillRect(PAD, y + height - 1, CARD_IMAGE_WIDTH - 2 * PAD, 1);
    const middle = y + (row.type === 'carAndShip' ? 36 : height / 2);
    const bold = row.type === 'total';
    const grand = row.totalType === 'total';
    text(ctx, row.title, PAD, middle, bold ? 'bold 28px' : '28px', '#0f172a', 'left', COVERAGE_X - PAD - 16);
    if (row.type === 'common')
      text(ctx, row.coverage?.trim() || '-', COVERAGE_X, middle, '26px', '#334155', 'left', right - COVERAGE_X - 170);
    text(
      ctx,
      formatMoney(row.value),
      right,
      middle,
      grand ? 'bold 34px' : bold ? 'bold 28px' : '28px',
      grand ? '#c2410c' : '#0f172a',
      'right',
    );
    if (row.type === 'carAndShip')
      text(
        ctx,
        T.cardTax(formatMoney(row.current), formatMoney(row.past), formatMoney(row.overdueFine)),
        PAD,
        y + 76,
        '22px',
        '#64748b',
      );
    y += height;
  }
  text(ctx, T.cardFooter, CARD_IMAGE_WIDTH / 2, 1270, '22px', '#94a3b8', 'center');
}

/** The card drawn on a canvas of its own, as the PNG's base64 data URL the save sends. */
export function offerCardPng(card: DrawnCard): string {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_IMAGE_WIDTH;
  canvas.height = CARD_IMAGE_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d unavailable');
  drawOfferCard(ctx, card);
  return canvas.toDataURL('image/png');
}
