import { useEffect, useRef, useState } from 'react';
import { api } from '../api/client';
import { LAZY_IMAGE_RETRIES } from './LazyImage';
import styles from './PrivateImage.module.css';
import { useInView } from './useInView';

type Shown = { state: 'waiting' } | { state: 'loaded'; url: string } | { state: 'failed' };

/**
 * A picture only its member may see (a deposit's or a dispute's proof), at an API address that
 * wants the session's bearer token, which an <img> cannot send: once in view, the bytes are
 * fetched with the token and shown through an object URL, released when the picture goes. A
 * click opens it full size in a tab of its own.
 */
export function PrivateImage({ path, alt }: { path: string; alt: string }) {
  const holder = useRef<HTMLSpanElement>(null);
  const visible = useInView(holder);
  const [shown, setShown] = useState<Shown>({ state: 'waiting' });

  useEffect(() => {
    if (!visible) return;
    const controller = new AbortController();
    let url: string | null = null;
    const load = async () => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const image = await api.file(path, { signal: controller.signal });
          if (controller.signal.aborted) return;
          url = URL.createObjectURL(image);
          setShown({ state: 'loaded', url });
          return;
        } catch {
          if (controller.signal.aborted) return;
          if (attempt >= LAZY_IMAGE_RETRIES) {
            setShown({ state: 'failed' });
            return;
          }
        }
      }
    };
    void load();
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, visible]);

  return (
    <span ref={holder} className={styles.holder} data-state={shown.state}>
      {shown.state === 'loaded' ? (
        <a href={shown.url} target="_blank" rel="noreferrer">
          <img className={styles.image} src={shown.url} alt={alt} decoding="async" />
        </a>
      ) : (
        <span className={styles.placeholder} role="img" aria-label={alt} />
      )}
    </span>
  );
}
