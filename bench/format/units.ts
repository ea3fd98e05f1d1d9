/** 433 B, 12.4 KiB, 1.20 MiB: enough digits to compare, few enough to read. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;
}

/** `0.42×`: how many times the reference a figure is. */
export function formatRatio(value: number, reference: number): string {
  if (reference === 0) return 'n/a';
  return `${(value / reference).toFixed(2)}×`;
}

export function formatRate(perSecond: number): string {
  return Math.round(perSecond).toLocaleString('en-US');
}

export function formatMs(ms: number): string {
  return `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
}
