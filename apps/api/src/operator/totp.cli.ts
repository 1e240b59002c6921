import { generate } from 'otplib';

// `pnpm --silent operator:totp -- <secret>`: the current two-factor code of a TOTP secret, for
// the demo operators of a development site (README) when no authenticator app is at hand.
const secret = process.argv.slice(2).find((arg) => arg !== '--');
if (!secret || !/^[A-Z2-7]{16,64}$/.test(secret)) {
  console.error('usage: pnpm --silent operator:totp -- <base32 secret>');
  process.exit(1);
}
console.log(await generate({ secret }));
