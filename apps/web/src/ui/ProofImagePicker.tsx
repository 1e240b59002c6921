import { useEffect, useId, useMemo, type ChangeEvent } from 'react';
import {
  PROOF_IMAGE_MAX_COUNT,
  PROOF_IMAGE_TYPES,
  proofImageMessage,
  proofImageProblem,
  type Language,
} from '@wps/shared-types';
import formStyles from './Form.module.css';
import styles from './ProofImagePicker.module.css';

/**
 * Adds picked files to the chosen images: each must be a PNG or JPG (as the browser reports it;
 * the server checks the bytes) under the size limit, and the list holds at most `maxCount`
 * (three unless the form takes fewer). Answers the new list and, when a file was left out, why
 * (the first reason).
 */
export function addPickedImages(
  chosen: File[],
  picked: File[],
  language: Language,
  maxCount: number = PROOF_IMAGE_MAX_COUNT,
): { images: File[]; error: string | null } {
  const images = [...chosen];
  let error: string | null = null;
  for (const file of picked) {
    const problem =
      images.length >= maxCount
        ? 'imageCount'
        : proofImageProblem({ size: file.size, mimeType: file.type });
    if (problem) error ??= proofImageMessage(problem, language, file.name, maxCount);
    else images.push(file);
  }
  return { images, error };
}

/** Previews of the chosen files, released when the list changes or the form closes. */
function usePreviews(files: File[]): string[] {
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return previews;
}

interface ProofImagePickerProps {
  images: File[];
  /** The new list, and why a picked file was left out (null when none was). */
  onChange: (images: File[], error: string | null) => void;
  error?: string | null;
  language: Language;
  texts: {
    legend: string;
    hint: string;
    add: string;
    remove: (name: string) => string;
  };
  /** Marks the legend with * (at least one image is needed). */
  required?: boolean;
  /** The most images the form takes (identity documents: 2); three by default. */
  maxCount?: number;
}

/**
 * Up to three proof images (spec 1 §5) with previews, each removable: feedback, deposits,
 * identity documents.
 */
export function ProofImagePicker({
  images,
  onChange,
  error,
  language,
  texts,
  required = false,
  maxCount = PROOF_IMAGE_MAX_COUNT,
}: ProofImagePickerProps) {
  const id = useId();
  const previews = usePreviews(images);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again after removing it is a change too.
    event.target.value = '';
    const added = addPickedImages(images, picked, language, maxCount);
    onChange(added.images, added.error);
  };

  return (
    <fieldset className={styles.images} aria-describedby={`${id}-hint`}>
      <legend className={`${formStyles.label} ${required ? formStyles.requiredLabel : ''}`}>
        {texts.legend}
      </legend>
      <p id={`${id}-hint`} className={formStyles.hint}>
        {texts.hint}
      </p>
      {images.length > 0 && (
        <ul className={styles.thumbnails}>
          {images.map((file, index) => (
            <li key={`${index}-${file.name}-${file.lastModified}`} className={styles.thumbnail}>
              <img src={previews[index]} alt={file.name} />
              <button
                type="button"
                className={styles.remove}
                onClick={() =>
                  onChange(
                    images.filter((_file, position) => position !== index),
                    null,
                  )
                }
                aria-label={texts.remove(file.name)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {images.length < maxCount && (
        <label className={`button button--ghost ${styles.pick}`}>
          <input
            type="file"
            className="visually-hidden"
            accept={PROOF_IMAGE_TYPES.join(',')}
            multiple
            onChange={pick}
          />
          {texts.add}
        </label>
      )}
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
