import { describe, expect, it } from 'vitest';
import {
  drawnImage,
  initialView,
  MAX_SCALE,
  moveTo,
  resetView,
  toggleDrag,
  turnTo,
  VIEWER_HEIGHT,
  VIEWER_WIDTH,
  zoomIn,
  zoomOut,
} from './imageViewer';

describe('image viewer', () => {
  it('fits a portrait image inside the 414x750 canvas, centred', () => {
    const drawn = drawnImage(initialView(1), { width: 600, height: 1330 });
    expect(drawn.height).toBeCloseTo(VIEWER_HEIGHT);
    expect(drawn.width).toBeCloseTo((600 * VIEWER_HEIGHT) / 1330);
    expect(drawn.x).toBeCloseTo((VIEWER_WIDTH - drawn.width) / 2);
    expect(drawn.y).toBeCloseTo(0);
  });

  it('zooms in by 1.2 and out by 0.8 about the centre', () => {
    const natural = { width: 414, height: 750 };
    const bigger = drawnImage(zoomIn(initialView(1)), natural);
    expect(bigger.width).toBeCloseTo(414 * 1.2);
    expect(bigger.x + bigger.width / 2).toBeCloseTo(VIEWER_WIDTH / 2);
    const smaller = drawnImage(zoomOut(initialView(1)), natural);
    expect(smaller.height).toBeCloseTo(750 * 0.8);
  });

  it('keeps the point under the centre when zooming a moved image', () => {
    const moved = moveTo(toggleDrag(initialView(1)), 50, -20);
    const zoomed = zoomIn(moved);
    expect(zoomed.x).toBeCloseTo(60);
    expect(zoomed.y).toBeCloseTo(-24);
  });

  it('pans only while dragging is on', () => {
    expect(moveTo(initialView(1), 30, 30)).toEqual(initialView(1));
    const on = toggleDrag(initialView(1));
    expect(moveTo(on, 30, 40)).toMatchObject({ x: 30, y: 40 });
    expect(moveTo(on, Number.NaN, 0)).toBe(on);
  });

  it('stops zooming at its limits', () => {
    let view = initialView(1);
    for (let i = 0; i < 40; i += 1) view = zoomIn(view);
    expect(view.scale).toBeCloseTo(MAX_SCALE);
  });

  it('resets the scale and offset but keeps the page and the toggle', () => {
    const view = turnTo(zoomIn(moveTo(toggleDrag(initialView(3)), 10, 10)), 2);
    const changed = zoomIn(moveTo(view, 5, 5));
    expect(resetView(changed)).toEqual({ page: 2, pageCount: 3, scale: 1, x: 0, y: 0, draggable: true });
  });

  it('turns pages within the count, each fitted again', () => {
    const view = zoomIn(initialView(3));
    expect(turnTo(view, 2)).toMatchObject({ page: 2, scale: 1 });
    expect(turnTo(view, 9).page).toBe(3);
    expect(turnTo(view, 0).page).toBe(1);
    expect(turnTo(view, 1)).toBe(view);
  });
});
