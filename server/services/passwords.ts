import { constants, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { json } from '../db/database';
import type { DB } from '../db/types';
import { AppError } from '../plugins/envelope';
import { ErrCode } from '../../src/schemas/api';
import { Argon2Threads } from './argon2Threads';

/**
 * Every argon2 hash and verify of this process, on threads of its own that leave a core to the event loop. One
 * set per process, as the cores are the process's, whichever app or route asks.
 */
const argon2 = new Argon2Threads();

/** argon2id with the library's defaults (OWASP's recommended memory and passes). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Does the work of checking a password against an account that does not exist: argon2id over a hash
 * of a random secret, made once with the same parameters as real ones, so the answer takes as long as
 * a wrong password's. Always false.
 */
export async function verifyAgainstNoAccount(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64'));
  await verifyPassword(await dummyHash, password);
  return false;
}

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

const KEY_SETTING = 'loginKeyPair';

/**
 * The RSA key pair for sign-in, kept in the database so that every server process and every restart
 * decrypts what a browser encrypted with a key it fetched earlier.
 */
export async function loadKeyPair(db: Kysely<DB>): Promise<KeyPair> {
  const existing = await db.selectFrom('settings').select('value').where('key', '=', KEY_SETTING).executeTakeFirst();
  if (existing) return existing.value as unknown as KeyPair;
  const generated = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await db
    .insertInto('settings')
    .values({ key: KEY_SETTING, value: json({ ...generated }) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', KEY_SETTING)
    .executeTakeFirstOrThrow();
  return stored.value as unknown as KeyPair;
}

const DECRYPT_FAILED_TEXT = '密码解密失败，请刷新页面后重试';

/** The plain password from a login or profile body: RSA-OAEP (SHA-256) base64, or plain text. */
export function readPassword(keys: KeyPair, value: string, encrypted: boolean | undefined): string {
  if (!encrypted) return value;
  try {
    return privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(value, 'base64'),
    ).toString('utf8');
  } catch {
    throw new AppError(ErrCode.invalid, DECRYPT_FAILED_TEXT, { fields: { password: DECRYPT_FAILED_TEXT } });
  }
}
