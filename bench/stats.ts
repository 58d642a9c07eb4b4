/** Small figures helpers shared by the measurements. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export const ratio = (value: number, reference: number) => `${(value / reference).toFixed(2)}×`;

/** p50 and p99 table rows of measured latencies (ms). */
export function latencyRows(latencies: number[]): string[] {
  return [`| latency p50 | ${percentile(latencies, 50).toFixed(1)} ms |`, `| latency p99 | ${percentile(latencies, 99).toFixed(1)} ms |`];
}

export function table(header: string[], rows: (string | number)[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}
