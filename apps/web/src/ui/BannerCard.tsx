import type { ReactNode } from 'react';
import { LazyImage } from './LazyImage';
import styles from './BannerCard.module.css';

/** A list item of a card grid: a 3:1 banner picture over the card's own body. */
export function BannerCard({
  image,
  bodyClassName,
  children,
}: {
  image: string | null;
  bodyClassName: string;
  children: ReactNode;
}) {
  return (
    <li className={styles.card}>
      <LazyImage
        key={image}
        className={styles.image}
        src={image}
        alt=""
        width={1200}
        height={400}
      />
      <div className={bodyClassName}>{children}</div>
    </li>
  );
}
