import { htmlLanguageOf } from '../../lib/languages';
import { useLanguage } from '../i18n';

/** Points with the reader's thousands separators (12,345). */
export function usePointsNumber(): (points: number) => string {
  const { language } = useLanguage();
  const format = new Intl.NumberFormat(htmlLanguageOf(language));
  return (points) => format.format(points);
}
