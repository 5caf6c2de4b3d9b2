/** Names people know the stream formats by; others are shown as they come. */
const FORMAT_NAMES: Record<string, string> = {
  m3u8: 'HLS (m3u8)',
  ts: 'MPEG-TS (ts)',
  rtmp: 'RTMP',
};

/** A stream format (`ts`, `m3u8`, …) as trimmed lower-case text. */
export function normaliseFormat(format: string): string {
  return format.trim().toLowerCase();
}

/** A stream format's name for people: `HLS (m3u8)`, or the format itself. */
export function formatName(format: string): string {
  const key = normaliseFormat(format);
  return FORMAT_NAMES[key] ?? key;
}
