// Generated pictures for games, vendors, banners, licence badges and QR codes, so the site shows
// real images without any file or third-party address. Everything here is pure: the same input
// gives the same SVG, with colours taken from a hash of the name.

import { hash32, seededRandom } from '../common/deterministic-random.js';

/** Names in media paths: letters, digits, "_" and "-" only (no dots, slashes or escapes). */
export const MEDIA_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isMediaName(value: unknown): value is string {
  return typeof value === 'string' && MEDIA_NAME_PATTERN.test(value);
}

const FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Control characters other than tab and newlines are not allowed in XML 1.0 at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

interface Palette {
  light: string;
  dark: string;
  accent: string;
}

function paletteFor(name: string): Palette {
  const hue = hash32(name) % 360;
  return {
    light: `hsl(${hue}, 72%, 52%)`,
    dark: `hsl(${(hue + 38) % 360}, 70%, 22%)`,
    accent: `hsl(${(hue + 180) % 360}, 90%, 68%)`,
  };
}

/** "welcome-bonus_100" -> "Welcome Bonus 100". */
export function humanise(name: string): string {
  return name
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Splits text into at most `maxLines` lines of about `perLine` characters, at spaces. */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/)) {
    if (current && current.length + 1 + word.length > perLine) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

// A bold sans-serif letter is about 0.6 em wide; a line estimated wider than the room is
// squeezed to fit with textLength instead of running off the picture.
function textLine(
  text: string,
  x: number,
  y: number,
  size: number,
  maxWidth: number,
  extra = '',
): string {
  const squeeze =
    text.length * size * 0.6 > maxWidth
      ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return `<text x="${x}" y="${y}" font-size="${size}"${squeeze}${extra}>${escapeXml(text)}</text>`;
}

function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>${body}</svg>\n`
  );
}

function gradient(id: string, palette: Palette, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return (
    `<linearGradient id="${id}" x1="0" y1="0" ${end}>` +
    `<stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.dark}"/>` +
    `</linearGradient>`
  );
}

/** Soft circles scattered from the seed, for texture. */
function bubbles(seed: string, width: number, height: number, count: number): string {
  const random = seededRandom(hash32(`bubbles:${seed}`));
  let shapes = '';
  for (let index = 0; index < count; index++) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const radius = Math.round((0.08 + random() * 0.3) * Math.min(width, height));
    const opacity = (0.05 + random() * 0.12).toFixed(2);
    shapes += `<circle cx="${x}" cy="${y}" r="${radius}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }
  return shapes;
}

// A simple emblem per category, drawn in the upper part of a game picture.
function emblem(category: string, palette: Palette, seed: string): string {
  const random = seededRandom(hash32(`emblem:${seed}`));
  const symbols = ['7', '★', '♦', '♥', '♣', '♠', 'W', '$'];
  switch (category) {
    case 'RNG': {
      let reels = '';
      for (let index = 0; index < 3; index++) {
        const x = 48 + index * 50;
        const symbol = symbols[Math.floor(random() * symbols.length)] ?? '7';
        reels +=
          `<rect x="${x}" y="58" width="44" height="62" rx="8" fill="#ffffff" fill-opacity="0.92"/>` +
          `<text x="${x + 22}" y="101" font-size="32" font-weight="800" text-anchor="middle" fill="${palette.dark}" font-family="${FONT}">${escapeXml(symbol)}</text>`;
      }
      return reels;
    }
    case 'FISH':
      return (
        `<path d="M70 92 C 100 54, 160 54, 178 92 C 160 130, 100 130, 70 92 Z" fill="#ffffff" fill-opacity="0.92"/>` +
        `<path d="M70 92 L 46 70 L 50 92 L 46 114 Z" fill="#ffffff" fill-opacity="0.92"/>` +
        `<circle cx="154" cy="86" r="6" fill="${palette.dark}"/>`
      );
    case 'LIVE':
    case 'PVP': {
      const suit = symbols[3 + Math.floor(random() * 4)] ?? '♠';
      return (
        `<rect x="70" y="46" width="60" height="84" rx="8" fill="#ffffff" fill-opacity="0.75" transform="rotate(-12 100 88)"/>` +
        `<rect x="106" y="46" width="60" height="84" rx="8" fill="#ffffff" fill-opacity="0.95" transform="rotate(10 136 88)"/>` +
        `<text x="138" y="104" font-size="40" text-anchor="middle" fill="${palette.dark}" transform="rotate(10 136 88)">${escapeXml(suit)}</text>`
      );
    }
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return (
        `<circle cx="120" cy="90" r="42" fill="#ffffff" fill-opacity="0.92"/>` +
        `<path d="M120 66 l 20 14 -8 24 h -24 l -8 -24 Z" fill="${palette.dark}"/>`
      );
    default: {
      let balls = '';
      for (let index = 0; index < 3; index++) {
        const digit = Math.floor(random() * 10);
        const x = 72 + index * 48;
        balls +=
          `<circle cx="${x}" cy="90" r="22" fill="#ffffff" fill-opacity="0.92"/>` +
          `<text x="${x}" y="100" font-size="26" font-weight="800" text-anchor="middle" fill="${palette.dark}" font-family="${FONT}">${digit}</text>`;
      }
      return balls;
    }
  }
}

export interface GameImageInput {
  vendorCode: string;
  vendorName: string;
  gameCode: string;
  name: string;
  category: string;
}

/** A 240 x 240 game tile: emblem, vendor tag and the game's name. */
export function gameImageSvg(game: GameImageInput): string {
  const palette = paletteFor(`${game.vendorCode}/${game.gameCode}`);
  const lines = wrapText(game.name, 16, 2);
  const size = lines.length > 1 ? 22 : 26;
  const firstBaseline = lines.length > 1 ? 178 : 192;
  const text = lines
    .map((line, index) => textLine(line, 120, firstBaseline + index * 28, size, 212))
    .join('');
  const tag = game.vendorName.length > 18 ? game.vendorCode : game.vendorName;
  const tagWidth = Math.min(200, Math.round(tag.length * 7.2 + 20));
  const body =
    `<defs>${gradient('bg', palette)}</defs>` +
    `<rect width="240" height="240" rx="20" fill="url(#bg)"/>` +
    bubbles(game.gameCode, 240, 240, 5) +
    emblem(game.category, palette, game.gameCode) +
    `<rect x="10" y="10" width="${tagWidth}" height="24" rx="12" fill="#000000" fill-opacity="0.35"/>` +
    `<text x="${10 + tagWidth / 2}" y="27" font-size="12" font-weight="700" text-anchor="middle" fill="#ffffff" font-family="${FONT}">${escapeXml(tag)}</text>` +
    `<rect x="0" y="150" width="240" height="90" fill="#000000" fill-opacity="0.28"/>` +
    `<g font-family="${FONT}" font-weight="800" fill="#ffffff" text-anchor="middle">${text}</g>`;
  return svgDocument(240, 240, game.name, body);
}

/** A 240 x 96 vendor logo: the vendor's initials in a badge and its name. */
export function vendorLogoSvg(vendor: { code: string; name: string }): string {
  const palette = paletteFor(vendor.code);
  const initials = vendor.code
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 3)
    .toUpperCase();
  const lines = wrapText(vendor.name, 14, 2);
  const text = lines
    .map((line, index) =>
      textLine(
        line,
        94,
        (lines.length > 1 ? 44 : 56) + index * 24,
        lines.length > 1 ? 20 : 24,
        136,
      ),
    )
    .join('');
  const body =
    `<defs>${gradient('bg', palette)}</defs>` +
    `<rect width="240" height="96" rx="16" fill="url(#bg)"/>` +
    bubbles(vendor.code, 240, 96, 3) +
    `<circle cx="48" cy="48" r="32" fill="#ffffff" fill-opacity="0.95"/>` +
    `<text x="48" y="${initials.length > 2 ? 56 : 58}" font-size="${initials.length > 2 ? 20 : 26}" font-weight="800" text-anchor="middle" fill="${palette.dark}" font-family="${FONT}">${escapeXml(initials)}</text>` +
    `<g font-family="${FONT}" font-weight="800" fill="#ffffff">${text}</g>`;
  return svgDocument(240, 96, vendor.name, body);
}

const BANNER_TAGLINES = [
  'Exclusive for members',
  'Limited time offer',
  'Play now and win big',
  'New rewards every week',
  'Terms and conditions apply',
];

/** A 1200 x 400 banner with the banner's name as its headline. */
export function bannerSvg(name: string): string {
  const palette = paletteFor(`banner:${name}`);
  const title = humanise(name);
  const lines = wrapText(title, 22, 2);
  const tagline = BANNER_TAGLINES[hash32(name) % BANNER_TAGLINES.length] ?? '';
  const headline = lines
    .map((line, index) => textLine(line, 80, (lines.length > 1 ? 150 : 190) + index * 76, 68, 760))
    .join('');
  const body =
    `<defs>${gradient('bg', palette)}` +
    `<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.25"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#bg)"/>` +
    bubbles(name, 1200, 400, 9) +
    `<path d="M760 0 L1200 0 L1200 400 L640 400 Z" fill="url(#shine)"/>` +
    `<circle cx="980" cy="200" r="120" fill="${palette.accent}" fill-opacity="0.85"/>` +
    `<circle cx="980" cy="200" r="92" fill="#ffffff" fill-opacity="0.9"/>` +
    `<text x="980" y="228" font-size="80" font-weight="900" text-anchor="middle" fill="${palette.dark}" font-family="${FONT}">RM</text>` +
    `<g font-family="${FONT}" font-weight="900" fill="#ffffff">${headline}</g>` +
    textLine(
      tagline,
      82,
      lines.length > 1 ? 300 : 262,
      28,
      700,
      ` font-family="${FONT}" fill="#ffffff" fill-opacity="0.9"`,
    ) +
    `<rect x="80" y="${lines.length > 1 ? 322 : 290}" width="200" height="52" rx="26" fill="${palette.accent}"/>` +
    `<text x="180" y="${lines.length > 1 ? 356 : 324}" font-size="22" font-weight="800" text-anchor="middle" fill="${palette.dark}" font-family="${FONT}">LEARN MORE</text>`;
  return svgDocument(1200, 400, title, body);
}

/** A 200 x 72 licence badge: a shield and "LICENSED" over the name. */
export function badgeSvg(name: string): string {
  const palette = paletteFor(`badge:${name}`);
  const title = humanise(name).toUpperCase();
  const lines = wrapText(title, 16, 2);
  const text = lines
    .map((line, index) => textLine(line, 62, (lines.length > 1 ? 46 : 52) + index * 15, 13, 128))
    .join('');
  const body =
    `<rect x="1" y="1" width="198" height="70" rx="10" fill="#111827" stroke="${palette.light}" stroke-width="2"/>` +
    `<path d="M32 12 L52 20 V36 C52 48 43 56 32 60 C21 56 12 48 12 36 V20 Z" fill="${palette.light}"/>` +
    `<path d="M24 36 L30 42 L41 29" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<text x="62" y="28" font-size="11" font-weight="700" letter-spacing="2" fill="${palette.accent}" font-family="${FONT}">LICENSED</text>` +
    `<g font-family="${FONT}" font-weight="800" fill="#ffffff">${text}</g>`;
  return svgDocument(200, 72, `Licensed: ${humanise(name)}`, body);
}

/**
 * A 200 x 200 QR-style square: finder and timing patterns with modules drawn from the name. It is
 * a placeholder that marks where the operator's own QR image goes; it does not scan.
 */
export function qrSvg(name: string): string {
  const palette = paletteFor(`qr:${name}`);
  const size = 25;
  const cell = 7;
  const margin = (200 - size * cell) / 2;
  const random = seededRandom(hash32(`qr:${name}`));
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= size - 8 && y < 8) || (x < 8 && y >= size - 8);
  const inLogo = (x: number, y: number) => x >= 9 && x <= 15 && y >= 9 && y <= 15;
  let modules = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (inFinder(x, y) || inLogo(x, y)) continue;
      const timing = (x === 6 || y === 6) && (x + y) % 2 === 0;
      if (timing || (x !== 6 && y !== 6 && random() < 0.5)) {
        modules += `M${margin + x * cell} ${margin + y * cell}h${cell}v${cell}h-${cell}z`;
      }
    }
  }
  const finder = (x: number, y: number) => {
    const left = margin + x * cell;
    const top = margin + y * cell;
    return (
      `<rect x="${left}" y="${top}" width="${cell * 7}" height="${cell * 7}" fill="#111827"/>` +
      `<rect x="${left + cell}" y="${top + cell}" width="${cell * 5}" height="${cell * 5}" fill="#ffffff"/>` +
      `<rect x="${left + cell * 2}" y="${top + cell * 2}" width="${cell * 3}" height="${cell * 3}" fill="#111827"/>`
    );
  };
  const initial = humanise(name).slice(0, 1).toUpperCase();
  const body =
    `<rect width="200" height="200" rx="12" fill="#ffffff"/>` +
    `<path d="${modules}" fill="#111827"/>` +
    finder(0, 0) +
    finder(size - 7, 0) +
    finder(0, size - 7) +
    `<rect x="${margin + 9 * cell}" y="${margin + 9 * cell}" width="${cell * 7}" height="${cell * 7}" rx="10" fill="${palette.light}"/>` +
    `<text x="100" y="112" font-size="30" font-weight="900" text-anchor="middle" fill="#ffffff" font-family="${FONT}">${escapeXml(initial)}</text>`;
  return svgDocument(200, 200, `${humanise(name)} QR code`, body);
}

/** A 96 x 96 round identicon: a 5 x 5 left-right mirrored pattern drawn from the name. */
export function avatarSvg(name: string): string {
  const palette = paletteFor(`avatar:${name}`);
  const random = seededRandom(hash32(`avatar:${name}`));
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 3; column++) {
      if (random() < 0.5) continue;
      for (const x of new Set([column, 4 - column])) {
        cells.push(`<rect x="${18 + x * 12}" y="${18 + row * 12}" width="12" height="12"/>`);
      }
    }
  }
  const body =
    `<circle cx="48" cy="48" r="48" fill="${palette.dark}"/>` +
    `<g fill="${palette.accent}">${cells.join('')}</g>`;
  return svgDocument(96, 96, 'Avatar', body);
}
