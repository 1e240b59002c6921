import { useRef, useState } from 'react';
import styles from './LazyImage.module.css';
import { useInView } from './useInView';

// Spec 1 §9 / spec 2 §9: retry a failed load once.
export const LAZY_IMAGE_RETRIES = 1;

interface LazyImageProps {
  src: string | null;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
}

type LoadState = 'waiting' | 'loading' | 'loaded' | 'failed';

// The retry asks again past any cached failure.
function retryUrl(src: string, attempt: number): string {
  if (attempt === 0) return src;
  return `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
}

/**
 * An image that loads once it scrolls into view; a placeholder shows until then or on failure.
 * Give it `key={src}` where the same slot shows another image, so the retry count starts over.
 */
export function LazyImage({ src, alt, className, width, height }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const visible = useInView(holder);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>('waiting');

  const onError = () => {
    if (attempt < LAZY_IMAGE_RETRIES) setAttempt(attempt + 1);
    else setState('failed');
  };

  const showImage = visible && src !== null && state !== 'failed';
  return (
    <span
      ref={holder}
      className={`${styles.holder} ${className ?? ''}`}
      data-state={src === null ? 'failed' : state}
      style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={retryUrl(src, attempt)}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={onError}
        />
      ) : (
        // A decorative image (empty alt) keeps its placeholder out of the accessibility tree.
        <span
          className={styles.placeholder}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        />
      )}
    </span>
  );
}
