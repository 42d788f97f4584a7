/**
 * The 5G room's image viewer (spec 2 §2.4, §9): a canvas of 414x750 by default showing one image at a
 * time, fitted inside the canvas, which the agent zooms (×1.2 in, ×0.8 out, about the canvas's centre),
 * drags to pan while the drag toggle is on, resets, and pages through when there are several images.
 * Every change is a command `(view) → view`; the canvas only draws the view.
 */

export const VIEWER_WIDTH = 414;
export const VIEWER_HEIGHT = 750;
const ZOOM_IN = 1.2;
const ZOOM_OUT = 0.8;
/** Zooming stops at these scales, so an image never vanishes or grows without end. */
const MIN_SCALE = ZOOM_OUT ** 8;
export const MAX_SCALE = ZOOM_IN ** 12;

export interface ViewerView {
  /** The image's page, from 1. */
  page: number;
  pageCount: number;
  /** 1 is the fitted size. */
  scale: number;
  /** Offset of the image from its fitted, centred place, in canvas pixels. */
  x: number;
  y: number;
  draggable: boolean;
}

export const initialView = (pageCount: number): ViewerView => ({
  page: 1,
  pageCount: Math.max(1, pageCount),
  scale: 1,
  x: 0,
  y: 0,
  draggable: false,
});

/** Zoom by a factor about the canvas's centre: the point under the centre stays there. */
function zoomBy(view: ViewerView, factor: number): ViewerView {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale * factor));
  const applied = scale / view.scale;
  return { ...view, scale, x: view.x * applied, y: view.y * applied };
}

export const zoomIn = (view: ViewerView): ViewerView => zoomBy(view, ZOOM_IN);
export const zoomOut = (view: ViewerView): ViewerView => zoomBy(view, ZOOM_OUT);
/** Back to the fitted, centred image; the page and the drag toggle stay. */
export const resetView = (view: ViewerView): ViewerView => ({ ...view, scale: 1, x: 0, y: 0 });
export const toggleDrag = (view: ViewerView): ViewerView => ({ ...view, draggable: !view.draggable });

/** Where a drag left the image; ignored while dragging is off. */
export const moveTo = (view: ViewerView, x: number, y: number): ViewerView =>
  view.draggable && Number.isFinite(x) && Number.isFinite(y) ? { ...view, x, y } : view;

/** Another page starts fitted and centred. */
export function turnTo(view: ViewerView, page: number): ViewerView {
  const next = Math.min(view.pageCount, Math.max(1, Math.round(page)));
  return next === view.page ? view : { ...resetView(view), page: next };
}

export interface DrawnImage {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where and how large the image is drawn: fitted inside the canvas keeping its proportions, then the view's scale and offset. */
export function drawnImage(
  view: ViewerView,
  natural: { width: number; height: number },
  canvas = { width: VIEWER_WIDTH, height: VIEWER_HEIGHT },
): DrawnImage {
  if (natural.width <= 0 || natural.height <= 0)
    return { x: canvas.width / 2, y: canvas.height / 2, width: 0, height: 0 };
  const fit = Math.min(canvas.width / natural.width, canvas.height / natural.height);
  const width = natural.width * fit * view.scale;
  const height = natural.height * fit * view.scale;
  return { x: (canvas.width - width) / 2 + view.x, y: (canvas.height - height) / 2 + view.y, width, height };
}
