// The RSA test vector the server's wallet sandbox checks its decryption against: a key pair made
// here, and texts encrypted by the web client's own `encryptHex`. `node scripts/wallet-rsa-vector.mjs`
// rewrites crates/vitrin/tests/data/wallet-rsa-vector.json: it runs the client's vector test with
// WALLET_RSA_VECTOR=write, since the client is TypeScript that only the test runner loads.
// The helpers below also let the client's tests decrypt what it encrypts, independently of the
// library it uses: Node's crypto refuses PKCS#1 v1.5 decryption, so the arithmetic is done here.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, createPrivateKey } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const VECTOR_URL = new URL('../../crates/vitrin/tests/data/wallet-rsa-vector.json', import.meta.url);

/** What the vector encrypts: a card number, a cvc, an MPIN and a Turkish text (İ and ş: two bytes in UTF-8). */
export const VECTOR_PLAINS = ['4032801234567894', '123', '987654', 'İstanbul Beşiktaş şubesi'];

/** A new 2048-bit RSA private key as PKCS#8 PEM. */
export function generatePrivateKeyPem() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 65537 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

function jwkOf(privateKeyPem) {
  return createPrivateKey(privateKeyPem).export({ format: 'jwk' });
}

function hexOfBase64Url(value) {
  return Buffer.from(value, 'base64url').toString('hex');
}

/** The public half of a private key as the wallet settings give it: lowercase hex. */
export function publicKeyOf(privateKeyPem) {
  const jwk = jwkOf(privateKeyPem);
  return { modulus: hexOfBase64Url(jwk.n), exponent: hexOfBase64Url(jwk.e) };
}

function modPow(base, exponent, modulus) {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/**
 * The plaintext of an RSA PKCS#1 v1.5 ciphertext (hex) under a private key (PKCS#8 PEM); throws
 * when the padding is not type 2 (00 02, at least 8 non-zero bytes, 00) or the text not UTF-8.
 */
export function decryptHex(privateKeyPem, cipherHex) {
  const jwk = jwkOf(privateKeyPem);
  const n = BigInt(`0x${hexOfBase64Url(jwk.n)}`);
  const d = BigInt(`0x${hexOfBase64Url(jwk.d)}`);
  const size = Buffer.from(jwk.n, 'base64url').length;
  if (!/^[0-9a-f]+$/.test(cipherHex) || cipherHex.length !== size * 2) {
    throw new Error(`a ciphertext is ${size * 2} lowercase hex digits`);
  }
  const block = Buffer.from(modPow(BigInt(`0x${cipherHex}`), d, n).toString(16).padStart(size * 2, '0'), 'hex');
  const separator = block.indexOf(0, 2);
  if (block[0] !== 0 || block[1] !== 2 || separator < 10) throw new Error('not PKCS#1 v1.5 type 2 padding');
  for (let i = 2; i < separator; i += 1) if (block[i] === 0) throw new Error('zero byte in the padding');
  return new TextDecoder('utf-8', { fatal: true }).decode(block.subarray(separator + 1));
}

/** The vector file for a key and an encryption function (the client's `encryptHex`). */
export function makeVector(privateKeyPem, encryptHex) {
  const publicKey = publicKeyOf(privateKeyPem);
  return {
    privateKeyPem,
    modulus: publicKey.modulus,
    exponent: publicKey.exponent,
    cases: VECTOR_PLAINS.map((plain) => ({ plain, cipherHex: encryptHex(plain, publicKey) })),
  };
}

export function readVector() {
  return JSON.parse(readFileSync(VECTOR_URL, 'utf8'));
}

export function writeVector(vector) {
  writeFileSync(VECTOR_URL, `${JSON.stringify(vector, null, 2)}\n`);
}

function main() {
  const web = fileURLToPath(new URL('..', import.meta.url));
  const run = spawnSync('npx', ['vitest', 'run', 'src/features/wallet/client/rsa-vector.test.ts'], {
    cwd: web,
    stdio: 'inherit',
    env: { ...process.env, WALLET_RSA_VECTOR: 'write' },
  });
  process.exit(run.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main();
}
