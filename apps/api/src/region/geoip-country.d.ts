// geoip-country ships no typings; only the lookup this project uses is declared.
declare module 'geoip-country' {
  interface GeoCountry {
    /** ISO 3166-1 alpha-2 code, e.g. "MY". */
    country: string;
  }
  const geoip: { lookup(ip: string): GeoCountry | null };
  export = geoip;
}
