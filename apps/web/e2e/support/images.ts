import type { Page } from '@playwright/test';

/** A real PNG of one colour, drawn on a canvas in `page` (the servers type uploads by their bytes). */
export async function drawnPng(
  page: Page,
  size: { width: number; height: number },
  colour = '#2980b9',
): Promise<Buffer> {
  const encoded = await page.evaluate(
    ({ width, height, fill }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/png').split(',')[1];
    },
    { ...size, fill: colour },
  );
  return Buffer.from(encoded, 'base64');
}
