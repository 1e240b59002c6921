import { htmlLanguageOf } from '../../../lib/languages';
import { useLanguage } from './useLanguage';

/** Whole numbers (points) with the reader's thousands separators (12,345). */
export function useWholeNumber(): (value: number) => string {
  const { language } = useLanguage();
  const format = new Intl.NumberFormat(htmlLanguageOf(language));
  return (value) => format.format(value);
}
