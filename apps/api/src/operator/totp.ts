import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;
// One step either side: an authenticator's clock a little off, or a code typed as it turned.
const TOLERANCE_SECONDS = 30;

/** A new authenticator secret (base32, 160 bits). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** What an authenticator app scans: the otpauth URI and it drawn as an SVG QR code. */
export async function totpEnrolment(issuer: string, label: string, secret: string) {
  const uri = generateURI({ issuer, label, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return {
    secret,
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The time step of `code` when it is the secret's code now (give or take a step) and newer than
 * `lastStep`, the step of the last code accepted: a code is good once. Null otherwise.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  lastStep: number | null,
  nowMs: number,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // A TOTP result names its time step (HOTP results, the other half of the type, do not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
