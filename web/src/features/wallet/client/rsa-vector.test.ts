// The committed RSA vector (read by the server's sandbox test) must decrypt, with its own key, to
// its plains; `node scripts/wallet-rsa-vector.mjs` runs this file in write mode to remake it with
// a new key and this client's encryption.
import { describe, expect, it } from 'vitest';
import {
  VECTOR_PLAINS,
  decryptHex,
  generatePrivateKeyPem,
  makeVector,
  publicKeyOf,
  readVector,
  writeVector,
} from '../../../../scripts/wallet-rsa-vector.mjs';
import { encryptHex } from './rsa';

const writing = import.meta.env.WALLET_RSA_VECTOR === 'write';

describe('the RSA vector for the sandbox', () => {
  it.runIf(writing)('is written from a new key and this client', () => {
    writeVector(makeVector(generatePrivateKeyPem(), encryptHex));
  });

  it('decrypts with its key to its plains', () => {
    const vector = readVector();
    expect(vector.cases.map((c) => c.plain)).toEqual(VECTOR_PLAINS);
    for (const { plain, cipherHex } of vector.cases) {
      expect(cipherHex).toMatch(/^[0-9a-f]{512}$/);
      expect(decryptHex(vector.privateKeyPem, cipherHex)).toBe(plain);
    }
    expect(vector.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(publicKeyOf(vector.privateKeyPem)).toEqual({ modulus: vector.modulus, exponent: vector.exponent });
  });
});
