import { Injectable } from '@nestjs/common';
import {
  isLanguage,
  type BannerGroup,
  type BannerLinkageType,
  type ConsoleBanner,
  type ConsoleBannerImage,
  type ConsoleBannerInput,
  type ConsoleBannerQuery,
  type ConsolePage,
} from '@wps/shared-types';
import { BANNER_IMAGE_FOLDER, bannerImageUrl } from '../content/banner-images.js';
import { consolePage, pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { UploadStore } from '../uploads/upload-store.js';
import { checkBannerImageForm, type BannerImageForm } from './banner-image-form.js';
import { BannersRepository, type BannerValues } from './banners.repository.js';
import {
  changed,
  created,
  isLive,
  notFound,
  removed,
  scheduleOf,
  storedSchedule,
  writeRow,
} from './content-rows.js';

type BannerRow = NonNullable<Awaited<ReturnType<BannersRepository['find']>>>;

/**
 * The banners of each route and dialog, per language, in order and on a schedule. Players read
 * them straight from the database (no cache to drop): a change shows at their next request.
 */
@Injectable()
export class BannersService {
  constructor(
    private readonly banners: BannersRepository,
    private readonly uploads: UploadStore,
  ) {}

  async list(
    operator: OperatorActor,
    query: ConsoleBannerQuery,
  ): Promise<ConsolePage<ConsoleBanner>> {
    const window = pageWindow(query);
    const { rows, total } = await this.banners.page(
      operator.merchantId,
      { group: query.group, language: query.language },
      window.skip,
      window.pageSize,
    );
    const now = new Date();
    return consolePage(window, rows, total, (row) => toConsoleBanner(row, now));
  }

  async create(operator: OperatorActor, input: ConsoleBannerInput): Promise<ConsoleBanner> {
    const values = valuesOf(input);
    const row = await writeRow(() => this.banners.create(operator.merchantId, values), 'banner');
    const banner = toConsoleBanner(row, new Date());
    operator.change = created(`banner:${row.id}`, banner);
    return banner;
  }

  /** Replaces the banner with `input` (fields left out take their defaults). */
  async update(
    operator: OperatorActor,
    id: number,
    input: ConsoleBannerInput,
  ): Promise<ConsoleBanner> {
    const values = valuesOf(input);
    const before = toConsoleBanner(await this.existing(operator, id), new Date());
    const row = await writeRow(
      () => this.banners.update(operator.merchantId, id, values),
      'banner',
    );
    const after = toConsoleBanner(row, new Date());
    operator.change = changed(`banner:${id}`, before, after);
    return after;
  }

  /**
   * Deletes the banner; nothing of a player's refers to one. Its uploaded picture stays in the
   * storage: another banner may show it too.
   */
  async remove(operator: OperatorActor, id: number): Promise<null> {
    const before = toConsoleBanner(await this.existing(operator, id), new Date());
    await writeRow(() => this.banners.delete(operator.merchantId, id), 'banner');
    operator.change = removed(`banner:${id}`, before);
    return null;
  }

  /**
   * Keeps an uploaded picture in the file storage under a random name and answers the address
   * to put in a banner. A refused picture is deleted before the answer.
   */
  async uploadImage(operator: OperatorActor, form: BannerImageForm): Promise<ConsoleBannerImage> {
    try {
      const { image, mimeType, extension } = checkBannerImageForm(form);
      const storedName = await this.uploads.keep(BANNER_IMAGE_FOLDER, image, extension);
      const answer = { url: bannerImageUrl(storedName), mimeType, sizeBytes: image.sizeBytes };
      operator.change = {
        target: `banner-image:${storedName}`,
        after: { ...answer, sha256: image.sha256 },
      };
      return answer;
    } catch (error) {
      await this.uploads.discardReceived(form.image ? [form.image] : []);
      throw error;
    }
  }

  private async existing(operator: OperatorActor, id: number): Promise<BannerRow> {
    const row = await this.banners.find(operator.merchantId, id);
    if (!row) throw notFound('banner');
    return row;
  }
}

/** A click on a path stays in the app; an https address opens in a new tab. */
function linkageTypeOf(target: string | null): BannerLinkageType | null {
  if (target === null) return null;
  return target.startsWith('/') ? 'ROUTE' : 'URL';
}

function valuesOf(input: ConsoleBannerInput): BannerValues {
  const linkageTarget = input.linkageTarget ?? null;
  return {
    groupName: input.groupName,
    language: input.language ?? null,
    title: input.title,
    imagePath: input.imageUrl,
    linkageType: linkageTypeOf(linkageTarget),
    linkageTarget,
    sortOrder: input.sortOrder ?? 0,
    enabled: input.enabled ?? true,
    ...storedSchedule(input),
  };
}

function toConsoleBanner(row: BannerRow, now: Date): ConsoleBanner {
  return {
    id: row.id,
    // Written by the console or the seed, both of which accept banner groups only.
    groupName: row.groupName as BannerGroup,
    language: isLanguage(row.language) ? row.language : null,
    title: row.title,
    imageUrl: row.imagePath,
    linkageType: linkageTypeOf(row.linkageTarget),
    linkageTarget: row.linkageTarget,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    ...scheduleOf(row),
    live: isLive(row, now),
  };
}
