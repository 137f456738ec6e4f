// RSA PKCS#1 v1.5 encryption of the card fields under the provider's public key. WebCrypto only
// offers RSA-OAEP, so the padding and the arithmetic come from jsencrypt; this file only turns the
// key's modulus and exponent into the DER form that library reads, and the result into hex.
import { JSEncrypt } from 'jsencrypt';
import { WalletError } from './errors';

/** The provider's public key: modulus and public exponent in hex (big-endian). */
export interface RsaPublicKey {
  modulus: string;
  exponent: string;
}

const HEX = /^[0-9a-f]+$/i;

/** A DER length: short form below 128, else 0x80 + the count of length bytes, then the bytes. */
function derLength(byteCount: number): string {
  const hex = byteCount.toString(16);
  if (byteCount < 0x80) return hex.padStart(2, '0');
  const bytes = hex.length % 2 === 0 ? hex : `0${hex}`;
  return (0x80 + bytes.length / 2).toString(16) + bytes;
}

/** A DER INTEGER of a non-negative hex number (a leading 00 keeps a high first bit positive). */
function derInteger(hex: string): string {
  let digits = hex.toLowerCase().replace(/^0+/, '');
  if (digits === '') digits = '0';
  if (digits.length % 2 === 1) digits = `0${digits}`;
  if (parseInt(digits.slice(0, 2), 16) >= 0x80) digits = `00${digits}`;
  return `02${derLength(digits.length / 2)}${digits}`;
}

/** PKCS#1 RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }, as hex. */
function rsaPublicKeyDer(key: RsaPublicKey): string {
  const body = derInteger(key.modulus) + derInteger(key.exponent);
  return `30${derLength(body.length / 2)}${body}`;
}

function modulusBytes(modulus: string): number {
  return Math.ceil(modulus.replace(/^0+/, '').length / 2);
}

/**
 * The RSA PKCS#1 v1.5 (type 2) encryption of the UTF-8 bytes of `plain`, as lowercase hex of the
 * modulus' full length. Throws WalletError EENCRYPT for a malformed key or a text too long.
 */
export function encryptHex(plain: string, key: RsaPublicKey): string {
  if (!HEX.test(key.modulus) || !HEX.test(key.exponent) || modulusBytes(key.modulus) < 64) {
    throw new WalletError('The wallet public key is not valid', 'EENCRYPT');
  }
  // The library writes UTF-8 itself but measures and encodes UTF-16 units: characters outside the
  // BMP would come out wrong, and a text near the block size could be cut instead of refused.
  const utf8Length = new TextEncoder().encode(plain).length;
  if (/[\uD800-\uDFFF]/.test(plain) || utf8Length > modulusBytes(key.modulus) - 11) {
    throw new WalletError('The text cannot be encrypted with the wallet public key', 'EENCRYPT');
  }
  const encrypter = new JSEncrypt();
  encrypter.setPublicKey(rsaPublicKeyDer(key));
  // The key object's own encrypt answers hex (null on failure); JSEncrypt.encrypt would answer base64.
  const cipher = encrypter.getKey().encrypt(plain) as string | null;
  if (typeof cipher !== 'string' || cipher === '') {
    throw new WalletError('The text cannot be encrypted with the wallet public key', 'EENCRYPT');
  }
  return cipher.toLowerCase();
}
