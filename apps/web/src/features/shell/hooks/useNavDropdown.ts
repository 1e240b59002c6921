import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { GameCategory } from '@wps/shared-types';

// Spec 1 §9: a dropdown waits this long after the pointer or focus leaves before it closes, so
// the pointer can cross the gap between an entry and its vendor panel.
export const DROPDOWN_BLUR_DELAY_MS = 200;

export interface NavDropdown {
  openCategory: GameCategory | null;
  open: (category: GameCategory) => void;
  toggle: (category: GameCategory) => void;
  close: () => void;
  closeSoon: () => void;
  keepOpen: () => void;
}

/** The one open vendor dropdown of the header: hover, click and keyboard share it. */
export function useNavDropdown(): NavDropdown {
  const location = useLocation();
  // The dropdown belongs to the page it was opened on: a chosen vendor opens another page, and
  // the dropdown must not stay over it.
  const place = `${location.pathname}${location.search}`;
  const [opened, setOpened] = useState<{ category: GameCategory; place: string } | null>(null);
  const openCategory = opened?.place === place ? opened.category : null;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const keepOpen = useCallback(() => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const close = useCallback(() => {
    keepOpen();
    setOpened(null);
  }, [keepOpen]);

  const open = useCallback(
    (category: GameCategory) => {
      keepOpen();
      setOpened({ category, place });
    },
    [keepOpen, place],
  );

  const toggle = useCallback(
    (category: GameCategory) => {
      keepOpen();
      setOpened((current) =>
        current?.category === category && current.place === place ? null : { category, place },
      );
    },
    [keepOpen, place],
  );

  const closeSoon = useCallback(() => {
    keepOpen();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      setOpened(null);
    }, DROPDOWN_BLUR_DELAY_MS);
  }, [keepOpen]);

  useEffect(() => {
    if (openCategory === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openCategory, close]);

  useEffect(() => keepOpen, [keepOpen]);

  return { openCategory, open, toggle, close, closeSoon, keepOpen };
}
