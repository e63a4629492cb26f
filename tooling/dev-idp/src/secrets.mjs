// The development provider's files in its data directory, created at first start and reused after, so
// a restart keeps the browser's certificate exception, the tokens it signed and its cookies valid:
//   cert.pem, key.pem  self-signed TLS certificate for localhost (MSAL refuses an http authority)
//   jwks.json          the private RS256 key that signs ID and access tokens
//   cookie-secret      the key that signs the provider's cookies
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes a file readable by its owner only (private keys, secrets). */
function writePrivate(file, text) {
  fs.writeFileSync(file, text, { mode: 0o600 });
}

/** True when the certificate in `file` is valid for at least another day. */
function certificateStillValid(file) {
  try {
    const certificate = new crypto.X509Certificate(fs.readFileSync(file));
    return new Date(certificate.validTo).getTime() - Date.now() > DAY_MS;
  } catch {
    return false;
  }
}

async function createCertificate(certPath, keyPath) {
  const notBeforeDate = new Date(Date.now() - DAY_MS); // a day's slack for clocks that lag
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 365 * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
    ],
  });
  writePrivate(keyPath, pems.private);
  fs.writeFileSync(certPath, pems.cert);
}

function createSigningKeys(file) {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig' };
  // The kid is the key's RFC 7638 thumbprint: stable, and unique should the key ever be replaced.
  const thumbprint = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  jwk.kid = crypto.createHash('sha256').update(thumbprint).digest('base64url');
  writePrivate(file, `${JSON.stringify({ keys: [jwk] }, null, 2)}\n`);
}

/**
 * Creates `dir` and the provider's files in it unless they exist (the certificate also when it is about
 * to expire). Returns the certificate's paths: the portal's process trusts cert.pem (NODE_EXTRA_CA_CERTS).
 * @param {string} dir
 * @returns {Promise<{ certPath: string, keyPath: string }>}
 */
export async function ensureDevCertificate(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const certPath = path.join(dir, 'cert.pem');
  const keyPath = path.join(dir, 'key.pem');
  if (!fs.existsSync(keyPath) || !certificateStillValid(certPath)) await createCertificate(certPath, keyPath);
  const jwksPath = path.join(dir, 'jwks.json');
  if (!fs.existsSync(jwksPath)) createSigningKeys(jwksPath);
  const secretPath = path.join(dir, 'cookie-secret');
  if (!fs.existsSync(secretPath)) writePrivate(secretPath, crypto.randomBytes(32).toString('base64url'));
  return { certPath, keyPath };
}

/** The signing keys and cookie secret that ensureDevCertificate(dir) created. */
export function readProviderSecrets(dir) {
  return {
    jwks: JSON.parse(fs.readFileSync(path.join(dir, 'jwks.json'), 'utf8')),
    cookieSecret: fs.readFileSync(path.join(dir, 'cookie-secret'), 'utf8').trim(),
  };
}
