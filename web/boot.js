// Trunk's initializer for the app (index.html's data-initializer): fills the static skeleton's
// progress bar while the wasm downloads, and says so plainly when it cannot start. The app
// removes the skeleton when it mounts (src/main.rs), so success needs nothing here.

const skeleton = () => document.getElementById('boot');

function show(fraction) {
  const bar = skeleton()?.querySelector('[role=progressbar]');
  if (!bar) return;
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  bar.setAttribute('aria-valuenow', String(percent));
  // Through the CSSOM, which the Content-Security-Policy allows (a style attribute it may not).
  bar.querySelector('.boot-fill')?.style.setProperty('transform', `scaleX(${percent / 100})`);
}

function fail(reason) {
  const root = skeleton();
  if (!root) return;
  root.classList.add('boot-failed');
  const detail = reason instanceof Error ? reason.message : String(reason ?? 'unknown error');
  const message = root.querySelector('.boot-message');
  if (message) message.textContent = `Hashi could not start: ${detail}, reload to try again.`;
}

export default function bootProgress() {
  return {
    onStart: () => show(0),
    onProgress: ({ current, total }) => show(total > 0 ? current / total : 0),
    onComplete: () => show(1),
    onFailure: fail,
  };
}
