import { useEffect, useState } from 'react';
import { toString as qrSvg } from 'qrcode';

/**
 * A link as a QR code (an SVG image). Import it lazily: the library is loaded as its own chunk
 * with it, never in the page that shows it.
 */
export default function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className: string;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvg(text, { type: 'svg', margin: 1 }).then((made) => {
      if (current) setSvg(made);
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (!svg) return <div className={className} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
    />
  );
}
