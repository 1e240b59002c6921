import { useSiteName } from '../hooks/useSiteName';

/** Sets the document title to "<page> | <site>" (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  const siteName = useSiteName();
  return <title>{title ? `${title} | ${siteName}` : siteName}</title>;
}
