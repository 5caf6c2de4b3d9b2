/** Latency figures of one measured series, in milliseconds. */
export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The nearest-rank percentile `p` (0–100) of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** A figure compared with its target. */
export interface Check {
  name: string;
  value: number;
  unit: string;
  target: number;
  /** `max`: the value must not exceed the target; `min`: must reach it. */
  kind: 'max' | 'min';
}

export function passes(check: Check): boolean {
  return check.kind === 'max'
    ? check.value <= check.target
    : check.value >= check.target;
}

/**
 * A figure as precisely as its target is written, and at least to one
 * decimal: a ratio of 1.06 against a target of 1.05 is not shown as 1.1.
 */
function shown(value: number, target: number): number {
  const decimals = Math.max(1, (String(target).split('.')[1] ?? '').length);
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The checks as an aligned text table. */
export function formatChecks(checks: Check[]): string {
  const rows = checks.map((check) => [
    check.name,
    `${shown(check.value, check.target)} ${check.unit}`,
    `${check.kind === 'max' ? '≤' : '≥'} ${check.target} ${check.unit}`,
    passes(check) ? 'ok' : 'MISSED',
  ]);
  const header = ['measure', 'value', 'target', ''];
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  return [header, ...rows]
    .map((row) =>
      row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '),
    )
    .join('\n');
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
