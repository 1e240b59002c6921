import type { ProofImageType } from '@wps/shared-types';
import type { CheckedProofImage, ProofImageForm } from '../uploads/proof-image-form.js';
import type { UploadStore } from '../uploads/upload-store.js';

/** A proof image kept in the file storage, as its row records it. */
export interface KeptProof {
  storedName: string;
  mimeType: ProofImageType;
  sizeBytes: number;
  sha256: string;
}

/**
 * Runs `work` on a form whose images it keeps in `folder` with `keep` (then writes the rows that
 * name them). Any failure, in `work` or before, deletes every file of the request, received or
 * kept, so nothing is left without its row.
 */
export async function withKeptProofs<T>(
  uploads: UploadStore,
  folder: string,
  form: ProofImageForm<string>,
  work: (keep: (images: CheckedProofImage[]) => Promise<KeptProof[]>) => Promise<T>,
): Promise<T> {
  const kept: string[] = [];
  const keep = async (images: CheckedProofImage[]) => {
    const rows: KeptProof[] = [];
    for (const image of images) {
      const storedName = await uploads.keep(folder, image.file, image.extension);
      kept.push(storedName);
      rows.push({
        storedName,
        mimeType: image.mimeType,
        sizeBytes: image.file.sizeBytes,
        sha256: image.file.sha256,
      });
    }
    return rows;
  };
  try {
    return await work(keep);
  } catch (error) {
    await uploads.discardReceived(form.images);
    await uploads.discardKept(folder, kept);
    throw error;
  }
}
