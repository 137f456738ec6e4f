// Types of scripts/wallet-rsa-vector.mjs for the wallet client's tests that import it.
export interface RsaPublicKeyHex {
  modulus: string;
  exponent: string;
}

export interface RsaVector {
  privateKeyPem: string;
  modulus: string;
  exponent: string;
  cases: { plain: string; cipherHex: string }[];
}

export const VECTOR_URL: URL;
export const VECTOR_PLAINS: readonly string[];
export function generatePrivateKeyPem(): string;
export function publicKeyOf(privateKeyPem: string): RsaPublicKeyHex;
export function decryptHex(privateKeyPem: string, cipherHex: string): string;
export function makeVector(privateKeyPem: string, encryptHex: (plain: string, key: RsaPublicKeyHex) => string): RsaVector;
export function readVector(): RsaVector;
export function writeVector(vector: RsaVector): void;
