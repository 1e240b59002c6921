import { createCanvas } from '@napi-rs/canvas';

/** A real picture of the given format, drawn with a canvas. */
export function picture(format: 'image/png' | 'image/jpeg', colour = '#c0392b'): Buffer {
  const canvas = createCanvas(24, 16);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, 24, 16);
  return format === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg');
}

/** A PDF: a file that is no image at all. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);
