import { lazy } from 'react';

/**
 * A chunk of its own: the page shares shared-types modules (promotion types, goods categories)
 * with lazy player pages, and loaded with the console's entry it would pull them into the chunk
 * both entries load at once, so every player would download them up front.
 */
export const ContentPage = lazy(() =>
  import('./components/ContentPage').then((module) => ({ default: module.ContentPage })),
);
