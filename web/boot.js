// Trunk's initializer for the app (index.html's data-initializer): fills the static skeleton's
// progress bar while the wasm downloads, and says so plainly when it cannot start. The app
// removes the skeleton when it mounts (src/main.rs), so success needs nothing here.

const skeleton = () => document.getElementById('boot');

// The skeleton's words in the language the app will pick (the link's ?lang=, else the one kept
// in the settings, else the browser's first the game speaks), before any wasm runs: loading,
// the progress bar's name, and the sentence when Hashi cannot start ({why} is the reason).
const WORDS = {
  en: ['Loading…', 'Loading Hashi', 'Hashi could not start: {why}, reload to try again.'],
  ja: ['読み込み中…', 'Hashi を読み込み中', 'Hashi を起動できませんでした：{why}。再読み込みしてください。'],
  de: ['Wird geladen …', 'Hashi wird geladen', 'Hashi konnte nicht starten: {why}; zum erneuten Versuch neu laden.'],
  fr: ['Chargement…', 'Chargement de Hashi', 'Hashi n’a pas pu démarrer : {why} ; rechargez pour réessayer.'],
  es: ['Cargando…', 'Cargando Hashi', 'Hashi no pudo iniciarse: {why}; recarga para intentarlo de nuevo.'],
  'pt-BR': ['Carregando…', 'Carregando Hashi', 'O Hashi não conseguiu iniciar: {why}; recarregue para tentar de novo.'],
  'zh-Hans': ['加载中…', '正在加载 Hashi', 'Hashi 无法启动：{why}，请重新加载再试。'],
};

// A language tag as the app reads it (src/i18n/locale.rs `from_tag`), or undefined.
function spoken(tag) {
  const [language, ...rest] = String(tag ?? '').trim().toLowerCase().replace(/_/g, '-').split('-');
  if (language === 'pt') return 'pt-BR';
  if (language === 'zh') return rest.some((p) => ['hant', 'tw', 'hk', 'mo'].includes(p)) ? undefined : 'zh-Hans';
  return ['en', 'ja', 'de', 'fr', 'es'].includes(language) ? language : undefined;
}

function words() {
  let kept;
  try {
    kept = JSON.parse(localStorage.getItem('hashi:v1:settings') ?? '{}')?.language;
  } catch {
    kept = undefined;
  }
  const asked = new URLSearchParams(location.search).get('lang');
  const tag = [asked, kept, ...(navigator.languages ?? [])].map(spoken).find(Boolean) ?? 'en';
  return WORDS[tag];
}

function translate() {
  const root = skeleton();
  const [loading, label] = words();
  if (!root || loading === WORDS.en[0]) return;
  const message = root.querySelector('.boot-message');
  if (message && !root.classList.contains('boot-failed')) message.textContent = loading;
  root.querySelector('[role=progressbar]')?.setAttribute('aria-label', label);
}

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
  if (message) message.textContent = words()[2].replace('{why}', detail);
}

export default function bootProgress() {
  return {
    onStart: () => {
      translate();
      show(0);
    },
    onProgress: ({ current, total }) => show(total > 0 ? current / total : 0),
    onComplete: () => show(1),
    onFailure: fail,
  };
}
