import { FOOTER_VENDOR_SLIDES_PER_VIEW } from '@wps/shared-types';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../ui/LazyImage';
import { useVendorLanes } from '../../lobby';
import { useImageUrl } from '../../media';
import { slideView, vendorSlides } from '../vendor-slides';
import styles from './Footer.module.css';

/** The footer's game providers, 10 per view (spec 1 §9), with previous and next buttons. */
export function VendorSlider() {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const { lanes } = useVendorLanes();
  const slides = useMemo(() => vendorSlides(lanes), [lanes]);
  const [view, setView] = useState(0);
  if (slides.length === 0) return null;
  const { current, views, visible } = slideView(slides, view, FOOTER_VENDOR_SLIDES_PER_VIEW);
  const first = current * FOOTER_VENDOR_SLIDES_PER_VIEW + 1;

  return (
    <section className={styles.vendors} aria-labelledby="footer-vendors">
      <div className={styles.vendorsHeader}>
        <h2 id="footer-vendors" className={styles.heading}>
          {t('shell.footer.vendorsTitle')}
        </h2>
        {views > 1 && (
          <div className={styles.vendorControls}>
            <span className={styles.vendorCount} aria-live="polite">
              {t('shell.footer.vendorRange', {
                first,
                last: first + visible.length - 1,
                total: slides.length,
              })}
            </span>
            <button
              type="button"
              className={styles.vendorArrow}
              onClick={() => setView(current - 1)}
              disabled={current === 0}
              aria-label={t('shell.footer.previousVendors')}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={styles.vendorArrow}
              onClick={() => setView(current + 1)}
              disabled={current === views - 1}
              aria-label={t('shell.footer.nextVendors')}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      <ul className={styles.vendorList}>
        {visible.map((slide) => (
          <li key={slide.vassalage}>
            <Link to={slide.to} className={styles.vendor} title={slide.name}>
              <LazyImage
                key={slide.logoUrl}
                className={styles.vendorLogo}
                src={imageUrl(slide.logoUrl)}
                alt=""
              />
              <span className={styles.vendorName}>{slide.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
