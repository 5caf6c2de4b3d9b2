import { create } from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the code, as the QR standard asks for. */
export const QUIET_ZONE = 4;

/** The dark modules of a QR code as one SVG path, a run of modules per command. */
function getQrPath(value: string): { size: number; path: string } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const commands: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) {
        column += 1;
      }
      const run = column - start;
      commands.push(
        `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`,
      );
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: commands.join('') };
}

/**
 * `value` as a QR code drawn as SVG, about `size` pixels wide: each module
 * gets a whole number of pixels, so the code stays crisp for cameras.
 */
export function QrCode({
  value,
  label,
  size = 200,
}: {
  value: string;
  /** What the code holds, for screen readers. */
  label: string;
  size?: number;
}) {
  const qr = useMemo(() => getQrPath(value), [value]);
  const width = qr.size * Math.max(2, Math.round(size / qr.size));
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={width}
      height={width}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="qr-code"
      data-value={value}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
