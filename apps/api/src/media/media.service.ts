import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import {
  avatarSvg,
  badgeSvg,
  bannerSvg,
  gameImageSvg,
  isMediaName,
  qrSvg,
  vendorLogoSvg,
} from './media-images.js';
import { MediaRepository } from './media.repository.js';

// Pictures are requested again and again by every lobby page; a bounded cache of the drawn SVGs
// spares the database and the drawing. Cleared whole when full: simple, and refills quickly.
const CACHE_LIMIT = 5_000;

@Injectable()
export class MediaService {
  private readonly cache = new Map<string, string>();

  constructor(private readonly media: MediaRepository) {}

  async gameImage(vendor: string, file: string): Promise<string> {
    const gameCode = svgName(file);
    checkName(vendor, 'vendor');
    return this.cached(`game:${vendor}/${gameCode}`, async () => {
      const game = await this.media.findGame(vendor, gameCode);
      if (!game) throw new AppError('NOT_FOUND', 'No such game');
      return gameImageSvg({
        vendorCode: vendor,
        vendorName: game.vendor.name,
        gameCode,
        name: game.name,
        category: game.categoryCode,
      });
    });
  }

  async vendorLogo(file: string): Promise<string> {
    const code = svgName(file);
    return this.cached(`vendor:${code}`, async () => {
      const vendor = await this.media.findVendor(code);
      if (!vendor) throw new AppError('NOT_FOUND', 'No such vendor');
      return vendorLogoSvg(vendor);
    });
  }

  banner(file: string): Promise<string> {
    const name = svgName(file);
    return this.cached(`banner:${name}`, async () => bannerSvg(name));
  }

  badge(file: string): Promise<string> {
    const name = svgName(file);
    return this.cached(`badge:${name}`, async () => badgeSvg(name));
  }

  qrCode(file: string): Promise<string> {
    const name = svgName(file);
    return this.cached(`qr:${name}`, async () => qrSvg(name));
  }

  avatar(file: string): Promise<string> {
    const name = svgName(file);
    return this.cached(`avatar:${name}`, async () => avatarSvg(name));
  }

  private async cached(key: string, draw: () => Promise<string>): Promise<string> {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const svg = await draw();
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, svg);
    return svg;
  }
}

function checkName(value: string, field: string): void {
  if (!isMediaName(value)) {
    throw new AppError('VALIDATION_FAILED', `Invalid ${field}`, {
      fields: { [field]: ['only letters, digits, "_" and "-", at most 64'] },
    });
  }
}

/** "PG_00001.svg" -> "PG_00001"; anything else is a 400. */
function svgName(file: string): string {
  const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
  checkName(name, 'file');
  return name;
}
