import QRCode from 'qrcode';

export interface QrCodeProps {
  /** What the code holds. */
  value: string;
  /** Its accessible name: what a person reads instead of scanning it. */
  label: string;
  className?: string;
}

/**
 * A QR code drawn as one SVG path from the `qrcode` package's module matrix: sharp at any print size,
 * synchronous, and without markup from a string. Medium error correction survives a scuffed label.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  // The quiet zone of four modules that scanners need is part of the drawing.
  const quiet = 4;
  let path = '';
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++) if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
  const extent = size + quiet * 2;
  return (
    <svg className={className} viewBox={`0 0 ${extent} ${extent}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
