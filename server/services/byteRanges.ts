import type { FastifyReply } from 'fastify';
import parseRange from 'range-parser';
import { StorageNotFoundError, type ByteRange, type Storage } from '../storage';

type RangeAnswer = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * What to send for a Range header over an object of `size` bytes (RFC 9110 §14): one range is sent as
 * a part; several are answered with the whole object, as a server may; a range past the end cannot be.
 */
function rangeAnswer(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return { kind: 'unsatisfiable' };
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return { kind: 'whole' };
  const [only] = ranges;
  return only ? { kind: 'part', range: { start: only.start, end: only.end } } : { kind: 'whole' };
}

/**
 * Sends a stored media object whole or, for a Range request, the part asked for (206), so players can
 * seek and phones' players, which ask for ranges first, play at all. The caller sets the content type.
 * False when the object is not in storage. It answers a boolean, not the reply: a reply is thenable and,
 * awaited, would wait for the whole body to be written (a client that goes away would look like a miss).
 */
export async function sendMedia(
  reply: FastifyReply,
  storage: Storage,
  key: string,
  rangeHeader: string | undefined,
): Promise<boolean> {
  const stat = await storage.stat(key);
  if (!stat) return false;
  reply.header('accept-ranges', 'bytes');
  const answer = rangeAnswer(rangeHeader, stat.size);
  if (answer.kind === 'unsatisfiable') {
    reply.code(416).header('content-range', `bytes */${stat.size}`).send();
    return true;
  }
  const range = answer.kind === 'part' ? answer.range : undefined;
  let body;
  try {
    body = await storage.get(key, range);
  } catch (err) {
    if (err instanceof StorageNotFoundError) return false;
    throw err;
  }
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`);
  reply.header('content-length', String(range ? range.end - range.start + 1 : stat.size)).send(body);
  return true;
}
