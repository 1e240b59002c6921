/** A browser and a system a person would recognise, read from a User-Agent; null: not recognised. */
export interface DeviceName {
  browser: string | null;
  os: string | null;
}

// First match wins: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const BROWSERS: ReadonlyArray<[string, RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\b(?:OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:Chrome|CriOS|Chromium)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

// iPhone and iPad before macOS (their agents say "like Mac OS X"); Android before Linux.
const SYSTEMS: ReadonlyArray<[string, RegExp]> = [
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

export function deviceName(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, os: null };
  const pick = (table: ReadonlyArray<[string, RegExp]>) =>
    table.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  return { browser: pick(BROWSERS), os: pick(SYSTEMS) };
}
