/** The header of the development routes (/wps/dev): the key playwright.config.ts set for this run. */
export function devToolsHeaders(): Record<string, string> {
  const key = process.env.DEV_TOOLS_KEY;
  if (!key) throw new Error('DEV_TOOLS_KEY is not set (playwright.config.ts sets it)');
  return { 'x-dev-key': key };
}
