// Page object for the Slide board: read the layout from the test ids, move by keys and pointer.

export class SlidePage {
  constructor(page, baseUrl) {
    this.page = page;
    this.baseUrl = baseUrl;
  }

  async open(route = '/slide') {
    await this.page.goto(this.baseUrl + route);
    await this.board().waitFor();
  }

  board() {
    return this.page.getByTestId('slide-board');
  }

  /** Every piece and gap: { pieces: {id: {x, y, size}}, gaps: [{x, y, selected}] }. */
  async layout() {
    return this.page.evaluate(() => {
      const pieces = {};
      for (const el of document.querySelectorAll('[data-testid=piece]')) {
        pieces[el.dataset.id] = { x: +el.dataset.x, y: +el.dataset.y, size: +el.dataset.size };
      }
      const gaps = [...document.querySelectorAll('[data-testid=gap]')].map((el) => ({
        x: +el.dataset.x,
        y: +el.dataset.y,
        selected: el.dataset.selected === 'true',
      }));
      return { pieces, gaps };
    });
  }

  /** The id of the piece covering cell (x, y), or null for a gap. */
  async pieceAt(x, y) {
    const { pieces } = await this.layout();
    for (const [id, p] of Object.entries(pieces)) {
      if (x >= p.x && x < p.x + p.size && y >= p.y && y < p.y + p.size) return id;
    }
    return null;
  }

  async moves() {
    return Number(await this.page.getByTestId('moves').textContent());
  }

  async solved() {
    return (await this.board().getAttribute('data-solved')) === 'true';
  }

  /** Page coordinates of a point given in cells (x + 0.5 is the middle of column x). */
  async at(cx, cy) {
    const box = await this.board().boundingBox();
    const cell = box.width / 8;
    return [box.x + cx * cell, box.y + cy * cell];
  }

  /** Presses at one point (in cells) and moves in small steps through the others. */
  async stroke(points, { release = true } = {}) {
    const mouse = this.page.mouse;
    const [first, ...rest] = points;
    let [px, py] = await this.at(...first);
    await mouse.move(px, py);
    await mouse.down();
    for (const point of rest) {
      const [tx, ty] = await this.at(...point);
      await mouse.move(tx, ty, { steps: 8 });
      [px, py] = [tx, ty];
    }
    if (release) await mouse.up();
  }

  /** Presses in the middle of a cell and moves by (dx, dy) pixels. */
  async swipe(x, y, dx, dy, { release = true } = {}) {
    const [px, py] = await this.at(x + 0.5, y + 0.5);
    const mouse = this.page.mouse;
    await mouse.move(px, py);
    await mouse.down();
    await mouse.move(px + dx, py + dy, { steps: 4 });
    if (release) await mouse.up();
  }

  async clickCell(x, y) {
    const [px, py] = await this.at(x + 0.5, y + 0.5);
    await this.page.mouse.click(px, py);
  }
}
