import { useEffect, useState } from 'react';
import { toString as qrSvg } from 'qrcode';
import styles from '../agent-centre.module.css';

/** The invitation link as a QR code (an SVG image); loaded as its own chunk with the library. */
export default function QrCode({ text, label }: { text: string; label: string }) {
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
  if (!svg) return <div className={styles.qr} aria-hidden="true" />;
  return (
    <img
      className={styles.qr}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
    />
  );
}
