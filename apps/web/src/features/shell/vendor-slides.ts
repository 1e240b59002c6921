import type { VendorLane } from '@wps/shared-types';
import { lotteryPagePath, vendorPagePath } from '../games';

export interface VendorSlide {
  vassalage: string;
  name: string;
  logoUrl: string | null;
  /** The vendor's page in the first category that lists it. */
  to: string;
}

/** Every vendor once, in lane order, each linked to its page in the first lane that has it. */
export function vendorSlides(lanes: readonly VendorLane[]): VendorSlide[] {
  const slides = new Map<string, VendorSlide>();
  for (const lane of lanes) {
    for (const card of lane.cards) {
      if (slides.has(card.vassalage)) continue;
      slides.set(card.vassalage, {
        vassalage: card.vassalage,
        name: card.name,
        logoUrl: card.logoUrl,
        to: vendorPagePath(lane.gameCategory, card.vassalage) ?? lotteryPagePath(card.vassalage),
      });
    }
  }
  return [...slides.values()];
}

/** The slides of one view and the number of views, `perView` at a time. */
export function slideView<T>(slides: readonly T[], view: number, perView: number) {
  const views = Math.max(1, Math.ceil(slides.length / perView));
  const current = Math.min(Math.max(0, view), views - 1);
  return {
    current,
    views,
    visible: slides.slice(current * perView, current * perView + perView),
  };
}
