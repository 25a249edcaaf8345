// Lighthouse (issue 31) on the hub and a pack puzzle: its CLI, from the npm package that
// `cargo xtask bench-web` installs on demand in bench/lighthouse/ (not one of the e2e suite's
// packages, which `cargo xtask test` installs), driving Debian's chromium with Lighthouse's
// default settings: mobile form factor, a mid phone's screen, simulated slow 4G and 4x CPU.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.join(here, 'lighthouse/node_modules/lighthouse/cli/index.js');

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Whether the on-demand package is installed (bench-web skips the audit when it is not). */
export const lighthouseInstalled = () => fs.existsSync(cli);

/**
 * Runs Lighthouse on `url`; `{ scores, failing, runtimeError, warnings }` with scores 0-100
 * per category (null when Lighthouse could not score it) and, for the categories other than
 * performance, the audits that did not pass: `{ category, id, title, score }`.
 */
export async function lighthouse(url) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashi-lighthouse-'));
  const report = path.join(dir, 'report.json');
  try {
    await new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [
          cli,
          url,
          '--quiet',
          '--output=json',
          `--output-path=${report}`,
          `--only-categories=${CATEGORIES.join(',')}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROMIUM ?? '/usr/bin/chromium' },
          maxBuffer: 64 * 1024 * 1024,
          timeout: 240_000,
        },
        (error, _stdout, stderr) => (error ? reject(new Error(`lighthouse failed: ${error.message}\n${stderr}`)) : resolve()),
      );
    });
    const lhr = JSON.parse(fs.readFileSync(report, 'utf8'));
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
    );
    const failing = [];
    for (const c of CATEGORIES.filter((c) => c !== 'performance')) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        // Weight 0 audits do not count towards the score; manual and not-applicable ones have no score.
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          failing.push({ category: c, id: ref.id, title: audit.title, score: audit.score });
        }
      }
    }
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
      .map((id) => lhr.audits[id] && `${id.replace(/-/g, ' ')} ${lhr.audits[id].displayValue ?? '-'}`)
      .filter(Boolean);
    return { scores, failing, metrics, runtimeError: lhr.runtimeError?.message ?? null, warnings: lhr.runWarnings ?? [] };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
