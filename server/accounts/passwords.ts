import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Stored as scrypt$N$r$p$saltB64$hashB64, so the cost can be raised later without breaking
// existing hashes: each hash is checked with its own parameters.
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

function derive(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number) {
  return new Promise<Buffer>((resolve, reject) => {
    // scrypt needs 128·N·r bytes; Node's default 32 MiB ceiling is too low for N = 2^17.
    const maxmem = 256 * cost * blockSize;
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_BYTES,
      { N: cost, r: blockSize, p: parallelism, maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

const isPowerOfTwo = (value: number) => Number.isInteger(value) && value > 1 && (value & (value - 1)) === 0;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costText, blockText, parallelText, saltText, keyText] = stored.split('$');
  const cost = Number(costText);
  const blockSize = Number(blockText);
  const parallelism = Number(parallelText);
  // Refuse parameters no hash of ours carries rather than let a bad row allocate gigabytes.
  const sane =
    scheme === 'scrypt' &&
    isPowerOfTwo(cost) &&
    cost <= 2 ** 20 &&
    blockSize >= 1 &&
    blockSize <= 32 &&
    parallelism >= 1 &&
    parallelism <= 16 &&
    saltText !== undefined &&
    keyText !== undefined;
  if (!sane) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await derive(password, Buffer.from(saltText, 'base64'), cost, blockSize, parallelism);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
