import { BANNER_AUTOPLAY_MILLISECONDS, type Banner } from '@wps/shared-types';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { useImageUrl } from '../../media';
import styles from './BannerCarousel.module.css';

/** The carousel of one route's banners; nothing when the route has none. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  // Autoplay only with more than one banner (spec 1 §4), and never against the player's wishes.
  const autoplay = count > 1 && !paused && !reducedMotion;

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      BANNER_AUTOPLAY_MILLISECONDS,
    );
    return () => window.clearInterval(timer);
  }, [autoplay, count]);

  // The list may shrink under the index when the language (and so the answer) changes.
  const current = count > 0 ? index % count : 0;
  const banner = banners[current];
  if (!banner) return null;
  const picture = (
    <img className={styles.image} src={imageUrl(banner.url) ?? undefined} alt={banner.title} />
  );

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('content.carousel')}
      aria-label={t('content.banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className={styles.slide}
        role="group"
        aria-roledescription={t('content.slide')}
        aria-label={t('content.slideOf', { index: current + 1, count })}
      >
        <BannerLink banner={banner}>{picture}</BannerLink>
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {banners.map((entry, position) => (
            <button
              key={entry.bannerId}
              type="button"
              className={styles.dot}
              aria-label={t('content.showSlide', { index: position + 1 })}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => setIndex(position)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The carousel's space while the route's banners load: the page below stays where it is when
 * they arrive (a slide's size comes from its aspect ratio, not from its picture).
 */
export function BannerPlaceholder() {
  return (
    <div className={styles.carousel} aria-hidden="true">
      <div className={styles.slide} />
    </div>
  );
}

// A banner with a linkage type opens its target: site routes through the router, addresses in a
// new tab; one without is a plain picture.
function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const target = banner.linkageType ? banner.linkageTarget : null;
  if (!target) return children;
  if (target.startsWith('/')) {
    return (
      <Link to={target} className={styles.link}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target} className={styles.link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
