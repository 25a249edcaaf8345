// The network and CPU profiles the bench visits the app under, and how to apply one to a page.

const mbit = (m) => (m * 1_000_000) / 8; // DevTools takes throughput in bytes per second

/**
 * `network` is null for no network emulation; `offline` profiles make a warm visit online, then
 * time the repeat visit with the network cut. Upload rates are not in the issue: they only carry
 * request headers here, so they are set to common figures for each kind of link.
 */
export const profiles = [
  { name: 'localhost desktop', network: null, cpu: 1 },
  { name: 'fast 4G', network: { latency: 40, down: mbit(9), up: mbit(1.5) }, cpu: 1 },
  { name: 'slow 4G, mid phone', network: { latency: 150, down: mbit(1.6), up: mbit(0.75) }, cpu: 4 },
  { name: 'fast 3G, low-end phone', network: { latency: 560, down: mbit(1.3), up: mbit(0.75) }, cpu: 6 },
  { name: 'offline repeat', network: null, cpu: 1, offline: true },
];

/**
 * The targets from the issue, printed beside the figures (nothing is asserted). Byte budgets
 * per route live in lib/budget.js, which the budget spec asserts.
 */
export const targets = {
  slowFirstVisitMs: 1500,
  repeatVisitMs: 400,
  moveMs: 1,
  longTaskMs: 50,
  // 100x100 boards (issue 32): open after the wasm is ready, p95 per move, longest frame.
  giantOpenMs: 1000,
  giantMoveP95Ms: 2,
  frameMs: 32,
  // A click answered while a worker searches or generates (once a 200 ms limit in a spec).
  answerMs: 200,
};

/**
 * Applies `profile` through a DevTools session of `page`. Called before every navigation:
 * throttling belongs to the page's target, and re-applying it costs nothing.
 */
export async function applyProfile(cdp, profile) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (!profile.network) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.network.latency,
    downloadThroughput: profile.network.down,
    uploadThroughput: profile.network.up,
  });
}
