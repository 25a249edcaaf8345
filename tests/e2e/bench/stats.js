// Small numeric helpers shared by the bench modules: median, percentile, formatting.

export function percentile(values, p) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.round((p / 100) * (sorted.length - 1)))];
}

export const median = (values) => percentile(values, 50);

export const ms = (v) => `${v.toFixed(0)} ms`;

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Left-aligned text columns, each as wide as its widest cell. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((cell, i) => String(cell).padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}
