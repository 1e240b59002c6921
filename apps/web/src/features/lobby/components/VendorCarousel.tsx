import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VENDOR_CAROUSEL_ARROWS_ABOVE, type VendorLane } from '@wps/shared-types';
import { LazyImage } from '../../../ui/LazyImage';
import { useImageUrl } from '../../media';
import { moveTabFocus } from '../tab-keys';
import styles from './Lobby.module.css';

interface VendorCarouselProps {
  lane: VendorLane | undefined;
  vendor: string;
  onChoose: (vendor: string) => void;
  panelId: string;
}

/** The category's vendors as tabs, "All" first; arrows scroll it when it holds more than 7. */
export function VendorCarousel({ lane, vendor, onChoose, panelId }: VendorCarouselProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const strip = useRef<HTMLDivElement>(null);
  const cards = lane?.cards ?? [];
  const withArrows = cards.length > VENDOR_CAROUSEL_ARROWS_ABOVE;

  const scroll = (direction: 1 | -1) => {
    const element = strip.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };

  const choices = [{ vassalage: '', name: t('lobby.all'), logoUrl: null }, ...cards];
  return (
    <div className={styles.carousel}>
      {withArrows && (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => scroll(-1)}
          aria-label={t('lobby.previousVendors')}
        >
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <div
        ref={strip}
        className={styles.vendorStrip}
        role="tablist"
        aria-label={t('lobby.vendors')}
        onKeyDown={moveTabFocus}
      >
        {choices.map((card) => {
          const selected = card.vassalage === vendor;
          return (
            <button
              key={card.vassalage}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={styles.vendor}
              onClick={() => onChoose(card.vassalage)}
            >
              {card.logoUrl && (
                <LazyImage
                  key={card.logoUrl}
                  className={styles.vendorLogo}
                  src={imageUrl(card.logoUrl)}
                  alt=""
                />
              )}
              <span>{card.name}</span>
            </button>
          );
        })}
      </div>
      {withArrows && (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => scroll(1)}
          aria-label={t('lobby.nextVendors')}
        >
          <span aria-hidden="true">›</span>
        </button>
      )}
    </div>
  );
}
