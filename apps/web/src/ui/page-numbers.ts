/** Spec 2 §4: page numbers stay between 1 and totalPages. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(page, 1), Math.max(totalPages, 1));
}

export const PAGER_GAP = 'gap';

/** The page buttons: first, last and the current page's neighbours, with gaps between. */
export function pageNumbers(page: number, totalPages: number): Array<number | typeof PAGER_GAP> {
  const shown = new Set([1, totalPages, page - 1, page, page + 1]);
  const pages = [...shown].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  return pages.flatMap((n, index) =>
    index > 0 && n - pages[index - 1] > 1 ? [PAGER_GAP, n] : [n],
  );
}
