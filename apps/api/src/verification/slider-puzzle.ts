import { randomFillSync, randomInt } from 'node:crypto';
import { createCanvas, Path2D, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

export const PUZZLE_WIDTH = 300;
export const PUZZLE_HEIGHT = 150;
export const PIECE_SIZE = 44;
const GAP_MIN_X = 80;
const GAP_MAX_X = 250;
const EDGE = 4;
/** Each colour channel of every pixel moves by up to this much, so no two pictures match. */
const NOISE = 6;
/** The gap shows the picture at 55 % brightness (the web's e2e solver relies on this). */
const GAP_SHADE = 'rgba(0,0,0,0.45)';

export interface SliderPuzzle {
  /** Where the piece's left edge meets the gap: the answer, never sent to the client. */
  targetX: number;
  pieceY: number;
  /** PNG data URLs: the answer is in their pixels only, never in their bytes as text. */
  backgroundImage: string;
  pieceImage: string;
}

/**
 * A jigsaw-style puzzle: a random, noisy picture with a darkened piece-shaped gap at a random x,
 * and the piece cut from the same picture (before darkening) onto its own PIECE_SIZE canvas, so
 * the piece only fits where its picture continues. Both are PNGs drawn on the server, so the
 * answer is nowhere in their bytes but in the pixels.
 */
export function createSliderPuzzle(): SliderPuzzle {
  const targetX = randomInt(GAP_MIN_X, GAP_MAX_X + 1);
  const pieceY = randomInt(EDGE, PUZZLE_HEIGHT - PIECE_SIZE - EDGE + 1);

  const background = createCanvas(PUZZLE_WIDTH, PUZZLE_HEIGHT);
  const context = background.getContext('2d');
  paintPicture(context);
  addNoise(context);

  const piece = cutPiece(background, targetX, pieceY);
  markGap(context, targetX, pieceY);

  return {
    targetX,
    pieceY,
    backgroundImage: pngDataUrl(background),
    pieceImage: pngDataUrl(piece),
  };
}

/**
 * A square body with a round tab on top and one on the right, inside a PIECE_SIZE box with a
 * 2 px margin all round, so the piece's light edge fits on its canvas.
 */
function pieceOutline(x: number, y: number): Path2D {
  const path = new Path2D();
  path.moveTo(x + 2, y + 8);
  path.lineTo(x + 14, y + 8);
  path.arc(x + 19, y + 8, 5, Math.PI, 0);
  path.lineTo(x + 36, y + 8);
  path.lineTo(x + 36, y + 17);
  path.arc(x + 36, y + 22, 5, -Math.PI / 2, Math.PI / 2);
  path.lineTo(x + 36, y + 42);
  path.lineTo(x + 2, y + 42);
  path.closePath();
  return path;
}

/** The picture behind the gap, clipped to the outline, with a light rim just outside it. */
function cutPiece(background: Canvas, targetX: number, pieceY: number): Canvas {
  const piece = createCanvas(PIECE_SIZE, PIECE_SIZE);
  const context = piece.getContext('2d');
  const outline = pieceOutline(0, 0);
  context.save();
  context.clip(outline);
  context.drawImage(background, -targetX, -pieceY);
  context.restore();
  // Drawn beneath the picture: the piece's own pixels stay exactly the background's.
  context.globalCompositeOperation = 'destination-over';
  context.lineWidth = 3;
  context.strokeStyle = 'rgba(255,255,255,0.75)';
  context.stroke(outline);
  context.globalCompositeOperation = 'source-over';
  return piece;
}

/** Darkens the gap to 55 % and rims it with a light line just outside the outline. */
function markGap(context: SKRSContext2D, targetX: number, pieceY: number): void {
  const outline = pieceOutline(targetX, pieceY);
  context.fillStyle = GAP_SHADE;
  context.fill(outline);
  const outside = new Path2D();
  outside.rect(0, 0, PUZZLE_WIDTH, PUZZLE_HEIGHT);
  outside.addPath(outline);
  context.save();
  context.clip(outside, 'evenodd');
  context.lineWidth = 2.5;
  context.strokeStyle = 'rgba(255,255,255,0.7)';
  context.stroke(outline);
  context.restore();
}

/** A busy picture: a two-colour gradient, bands, and overlapping translucent shapes. */
function paintPicture(context: SKRSContext2D): void {
  const hue = randomInt(360);
  const gradient = context.createLinearGradient(
    randomInt(PUZZLE_WIDTH / 3),
    0,
    PUZZLE_WIDTH - randomInt(PUZZLE_WIDTH / 3),
    PUZZLE_HEIGHT,
  );
  gradient.addColorStop(0, colour(hue, 60, 55));
  gradient.addColorStop(0.5, colour((hue + 30 + randomInt(60)) % 360, 55, 45));
  gradient.addColorStop(1, colour((hue + 90 + randomInt(120)) % 360, 60, 35));
  context.fillStyle = gradient;
  context.fillRect(0, 0, PUZZLE_WIDTH, PUZZLE_HEIGHT);

  const bands = randomInt(3, 6);
  for (let index = 0; index < bands; index += 1) {
    context.save();
    context.translate(randomInt(PUZZLE_WIDTH), randomInt(PUZZLE_HEIGHT));
    context.rotate((randomInt(180) * Math.PI) / 180);
    context.fillStyle = colour(randomInt(360), randomInt(30, 70), randomInt(40, 75), 0.25);
    context.fillRect(-PUZZLE_WIDTH, -randomInt(4, 14), PUZZLE_WIDTH * 2, randomInt(8, 28));
    context.restore();
  }

  const count = randomInt(18, 28);
  for (let index = 0; index < count; index += 1) {
    context.fillStyle = colour(
      randomInt(360),
      randomInt(40, 90),
      randomInt(30, 80),
      randomInt(35, 85) / 100,
    );
    const cx = randomInt(PUZZLE_WIDTH);
    const cy = randomInt(PUZZLE_HEIGHT);
    context.beginPath();
    if (index % 3 === 0) {
      context.arc(cx, cy, randomInt(6, 36), 0, Math.PI * 2);
    } else if (index % 3 === 1) {
      const width = randomInt(15, 80);
      const height = randomInt(10, 60);
      context.save();
      context.translate(cx, cy);
      context.rotate((randomInt(180) * Math.PI) / 180);
      context.roundRect(-width / 2, -height / 2, width, height, randomInt(8));
      context.restore();
    } else {
      context.moveTo(cx + randomInt(-40, 41), cy + randomInt(-40, 41));
      context.lineTo(cx + randomInt(-40, 41), cy + randomInt(-40, 41));
      context.lineTo(cx + randomInt(-40, 41), cy + randomInt(-40, 41));
      context.closePath();
    }
    context.fill();
  }
}

/** Moves every channel of every pixel by a random -NOISE..NOISE. */
function addNoise(context: SKRSContext2D): void {
  const image = context.getImageData(0, 0, PUZZLE_WIDTH, PUZZLE_HEIGHT);
  const pixels = image.data;
  const random = randomFillSync(new Uint8Array(PUZZLE_WIDTH * PUZZLE_HEIGHT * 3));
  const span = NOISE * 2 + 1;
  for (let pixel = 0, next = 0; pixel < pixels.length; pixel += 4) {
    for (let channel = 0; channel < 3; channel += 1) {
      // Uint8ClampedArray clamps to 0..255.
      pixels[pixel + channel] = pixels[pixel + channel] + (random[next] % span) - NOISE;
      next += 1;
    }
  }
  context.putImageData(image, 0, 0);
}

function colour(hue: number, saturation: number, lightness: number, alpha = 1): string {
  return `hsla(${hue},${saturation}%,${lightness}%,${alpha})`;
}

function pngDataUrl(canvas: Canvas): string {
  return `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`;
}
