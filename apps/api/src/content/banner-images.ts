import { BANNER_IMAGE_PATH, type BannerImageType } from '@wps/shared-types';

/** The file storage's folder of the pictures operators upload for banners. */
export const BANNER_IMAGE_FOLDER = 'banners';

// What UploadStore.keep names a kept file: a random UUID and the extension of the type found in
// its bytes (file-type's png, jpg or webp).
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

const TYPE_BY_EXTENSION: Record<string, BannerImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** The address players load a kept banner picture from. */
export function bannerImageUrl(storedName: string): string {
  return `${BANNER_IMAGE_PATH}/${storedName}`;
}

/** The type of a kept banner picture by its name, or null for a name no upload is given. */
export function bannerImageTypeOf(storedName: string): BannerImageType | null {
  const match = STORED_NAME.exec(storedName);
  return match ? (TYPE_BY_EXTENSION[match[1]] ?? null) : null;
}
