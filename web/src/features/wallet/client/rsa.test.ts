import { describe, expect, it } from 'vitest';
import { decryptHex, readVector } from '../../../../scripts/wallet-rsa-vector.mjs';
import { WalletError } from './errors';
import { encryptHex } from './rsa';

// A fixed test key pair: the one of the committed vector.
const { privateKeyPem, modulus, exponent } = readVector();
const key = { modulus, exponent };

describe('encryptHex', () => {
  it('encrypts with PKCS#1 v1.5 what the private key decrypts', () => {
    const cipher = encryptHex('4032801234567894', key);
    expect(decryptHex(privateKeyPem, cipher)).toBe('4032801234567894');
  });

  it('answers lowercase hex of the modulus length', () => {
    for (let i = 0; i < 20; i += 1) {
      expect(encryptHex('123', key)).toMatch(/^[0-9a-f]{512}$/);
    }
  });

  it('pads at random: the same text twice gives two ciphertexts', () => {
    expect(encryptHex('123', key)).not.toBe(encryptHex('123', key));
  });

  it('encrypts the UTF-8 bytes of Turkish text', () => {
    const plain = 'İğdır Şişli çöp ü';
    expect(decryptHex(privateKeyPem, encryptHex(plain, key))).toBe(plain);
  });

  it('takes the key in upper case, with leading zeros and an odd-length exponent', () => {
    const variant = { modulus: `00${modulus.toUpperCase()}`, exponent: exponent.replace(/^0+/, '') };
    expect(decryptHex(privateKeyPem, encryptHex('987654', variant))).toBe('987654');
  });

  it('refuses a malformed key', () => {
    expect(() => encryptHex('1', { modulus: 'xyz', exponent })).toThrow(WalletError);
    expect(() => encryptHex('1', { modulus: '', exponent })).toThrow(WalletError);
    expect(() => encryptHex('1', { modulus, exponent: '' })).toThrow(WalletError);
    // A 256-bit modulus is a toy, not a provider key.
    expect(() => encryptHex('1', { modulus: 'f'.repeat(64), exponent })).toThrow(WalletError);
  });

  it('refuses a text longer than one block or outside the BMP, instead of cutting it', () => {
    const fits = 'a'.repeat(256 - 11);
    expect(decryptHex(privateKeyPem, encryptHex(fits, key))).toBe(fits);
    expect(() => encryptHex('a'.repeat(256 - 10), key)).toThrow(/cannot be encrypted/);
    // 123 two-byte letters: 246 bytes in UTF-8 although 123 in UTF-16.
    expect(() => encryptHex('ş'.repeat(123), key)).toThrow(WalletError);
    expect(() => encryptHex('😀', key)).toThrow(expect.objectContaining({ code: 'EENCRYPT' }));
  });
});
