// Sends a recording the way a slow client does: chunked (no Content-Length), a first part, then, once the
// caller has seen what it waits for (the provider already receiving), the rest. The answer is read even when
// the service answers before the body is all sent (a 413 part way).
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';

export interface StreamingAnswer {
  status: number;
  body: { message?: string } & Record<string, unknown>;
  /** Bytes of the body the client wrote before the answer came. */
  sent: number;
  /** With `writeAll`: whether the whole body went out without the connection failing (as a proxy needs). */
  wroteAll?: boolean;
}

export async function streamingUpload(
  url: string,
  headers: Record<string, string>,
  { first, rest, before, writeAll = false }: { first: Buffer; rest: Iterable<Buffer>; before?: () => Promise<void>; writeAll?: boolean },
): Promise<StreamingAnswer> {
  const req = httpRequest(url, { method: 'POST', headers });
  let sent = 0;
  let answered = false;
  let failed = false;
  const answer = new Promise<StreamingAnswer>((resolve, reject) => {
    req.on('response', async (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {}, sent });
    });
    // Writing after the service has closed the connection fails; the answer, if it came, stands.
    req.on('error', (error) => {
      failed = true;
      if (!answered) reject(error);
    });
  });
  const write = async (chunk: Buffer) => {
    if ((answered && !writeAll) || req.destroyed) return;
    sent += chunk.length;
    if (!req.write(chunk))
      await Promise.race([
        once(req, 'drain'),
        answer.then(
          () => undefined,
          () => undefined,
        ),
      ]);
  };
  await write(first);
  await before?.();
  for (const chunk of rest) {
    if (answered && !writeAll) break;
    await write(chunk);
  }
  if (writeAll) {
    // Like a proxy: the whole body, then wait for it to have gone out.
    if (!req.destroyed) {
      req.end();
      await Promise.race([once(req, 'finish'), once(req, 'close')]);
    }
    const result = await answer;
    const wroteAll = !failed && req.writableFinished;
    req.destroy();
    return { ...result, wroteAll };
  }
  if (!answered) req.end();
  const result = await answer;
  req.destroy();
  return result;
}
