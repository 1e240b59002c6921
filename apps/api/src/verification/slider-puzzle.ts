import { randomInt } from 'node:crypto';

export const PUZZLE_WIDTH = 300;
export const PUZZLE_HEIGHT = 150;
export const PIECE_SIZE = 44;
const GAP_MIN_X = 80;
const GAP_MAX_X = 250;
const EDGE = 4;

export interface SliderPuzzle {
  /** Where the piece's left edge meets the gap: the answer, never sent to the client. */
  targetX: number;
  pieceY: number;
  backgroundImage: string;
  pieceImage: string;
}

/**
 * A jigsaw-style puzzle: a random picture with a piece-shaped gap at a random x, and the piece
 * cut from the same picture, so the piece only fits where its picture continues.
 */
export function createSliderPuzzle(): SliderPuzzle {
  const targetX = randomInt(GAP_MIN_X, GAP_MAX_X + 1);
  const pieceY = randomInt(EDGE, PUZZLE_HEIGHT - PIECE_SIZE - EDGE + 1);
  const picture = randomPicture();
  const outline = piecePath(targetX, pieceY);

  const background = svg(
    PUZZLE_WIDTH,
    PUZZLE_HEIGHT,
    `0 0 ${PUZZLE_WIDTH} ${PUZZLE_HEIGHT}`,
    `${picture}<path d="${outline}" fill="rgba(0,0,0,0.45)" stroke="rgba(255,255,255,0.8)" stroke-width="1.5"/>`,
  );
  // The piece shows the picture behind the gap: the same drawing seen through the piece's
  // outline, with the view box moved onto the gap.
  const piece = svg(
    PIECE_SIZE,
    PIECE_SIZE,
    `${targetX} ${pieceY} ${PIECE_SIZE} ${PIECE_SIZE}`,
    `<defs><clipPath id="p"><path d="${outline}"/></clipPath></defs>` +
      `<g clip-path="url(#p)">${picture}</g>` +
      `<path d="${outline}" fill="none" stroke="rgba(255,255,255,0.9)" stroke-width="1.5"/>`,
  );
  return { targetX, pieceY, backgroundImage: dataUrl(background), pieceImage: dataUrl(piece) };
}

/** A square body with a round tab on top and one on the right, inside a PIECE_SIZE box. */
function piecePath(x: number, y: number): string {
  return [
    `M${x} ${y + 8}`,
    `H${x + 12}`,
    `A6 6 0 0 1 ${x + 24} ${y + 8}`,
    `H${x + 36}`,
    `V${y + 20}`,
    `A6 6 0 0 1 ${x + 36} ${y + 32}`,
    `V${y + 44}`,
    `H${x}`,
    'Z',
  ].join(' ');
}

function randomPicture(): string {
  const hue = randomInt(360);
  const shapes: string[] = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${colour(hue, 60, 55)}"/>` +
      `<stop offset="1" stop-color="${colour((hue + 60 + randomInt(120)) % 360, 60, 35)}"/>` +
      `</linearGradient></defs>`,
    `<rect width="${PUZZLE_WIDTH}" height="${PUZZLE_HEIGHT}" fill="url(#bg)"/>`,
  ];
  const count = randomInt(14, 22);
  for (let index = 0; index < count; index += 1) {
    const fill = colour(randomInt(360), randomInt(40, 90), randomInt(30, 80));
    const opacity = (randomInt(35, 85) / 100).toFixed(2);
    const cx = randomInt(PUZZLE_WIDTH);
    const cy = randomInt(PUZZLE_HEIGHT);
    if (index % 3 === 0) {
      shapes.push(
        `<circle cx="${cx}" cy="${cy}" r="${randomInt(8, 40)}" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
    } else if (index % 3 === 1) {
      const width = randomInt(15, 80);
      const height = randomInt(10, 60);
      shapes.push(
        `<rect x="${cx - width / 2}" y="${cy - height / 2}" width="${width}" height="${height}" ` +
          `rx="${randomInt(8)}" fill="${fill}" fill-opacity="${opacity}" ` +
          `transform="rotate(${randomInt(180)} ${cx} ${cy})"/>`,
      );
    } else {
      const points = Array.from(
        { length: 3 },
        () => `${cx + randomInt(-40, 41)},${cy + randomInt(-40, 41)}`,
      );
      shapes.push(
        `<polygon points="${points.join(' ')}" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
    }
  }
  return shapes.join('');
}

function colour(hue: number, saturation: number, lightness: number): string {
  return `hsl(${hue},${saturation}%,${lightness}%)`;
}

function svg(width: number, height: number, viewBox: string, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${viewBox}">${content}</svg>`
  );
}

function dataUrl(svgText: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svgText).toString('base64')}`;
}
