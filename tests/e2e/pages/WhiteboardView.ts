import type { Page } from '@playwright/test';

/** The whiteboard on a hall page: its board, tools, and what it shows. */
export class WhiteboardView {
  constructor(readonly page: Page) {}

  board() {
    return this.page.getByTestId('whiteboard');
  }

  tool(name: string) {
    return this.page.getByRole('toolbar', { name: '白板工具' }).getByRole('button', { name, exact: true });
  }

  async strokeCount(): Promise<number> {
    return Number((await this.board().getAttribute('data-stroke-count')) ?? -1);
  }

  /** Drags across the board from one point to another, both as fractions of its size. */
  async draw(from: [number, number], to: [number, number], steps = 12): Promise<void> {
    const box = await this.board().boundingBox();
    if (!box) throw new Error('the whiteboard is not shown');
    const at = ([fx, fy]: [number, number]) => [box.x + box.width * fx, box.y + box.height * fy] as const;
    await this.page.mouse.move(...at(from));
    await this.page.mouse.down();
    for (let i = 1; i <= steps; i++) {
      const f = i / steps;
      await this.page.mouse.move(...at([from[0] + (to[0] - from[0]) * f, from[1] + (to[1] - from[1]) * f]));
    }
    await this.page.mouse.up();
  }

  /** The colour drawn at a point of the board (fractions of its size), as [r, g, b, alpha]. */
  async pixel(at: [number, number]): Promise<number[]> {
    return this.board()
      .locator('canvas')
      .first()
      .evaluate((canvas: HTMLCanvasElement, [fx, fy]) => {
        const context = canvas.getContext('2d');
        if (!context) return [];
        return Array.from(
          context.getImageData(Math.round(canvas.width * fx), Math.round(canvas.height * fy), 1, 1).data,
        );
      }, at);
  }
}
