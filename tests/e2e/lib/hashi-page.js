// Page object for the Hashi board: find islands and bridges by their test ids, play moves.
import assert from 'node:assert/strict';

export class HashiPage {
  constructor(page, baseUrl) {
    this.page = page;
    this.baseUrl = baseUrl;
  }

  async open(route = '/hashi') {
    await this.page.goto(this.baseUrl + route);
    await this.page.waitForSelector('[data-testid=board]');
  }

  board() {
    return this.page.locator('[data-testid=board]');
  }

  island(r, c) {
    return this.page.locator(`[data-testid=island][data-r="${r}"][data-c="${c}"]`);
  }

  bridge(a, b) {
    return this.page.locator(`[data-testid=bridge][data-a="${a.join(',')}"][data-b="${b.join(',')}"]`);
  }

  /** Clicks `a` then `b` until their bridge shows `count`. */
  async setBridgeByClicks(a, b, count) {
    const bridge = this.bridge(a, b);
    for (let i = 0; i < 3 && (await bridge.getAttribute('data-count')) !== String(count); i++) {
      await this.island(...a).click();
      await this.island(...b).click();
    }
    assert.equal(await bridge.getAttribute('data-count'), String(count));
  }

  async solved() {
    return (await this.board().getAttribute('data-solved')) === 'true';
  }
}
