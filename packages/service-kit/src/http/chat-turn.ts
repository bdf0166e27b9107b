// One chat turn answered over HTTP, the same way by every service: JSON by default, or with
// `Accept: text/event-stream` server-sent events (`text` chunks as the reply is written, then `done`
// with the JSON body, or `error` with the error body when it fails after the stream began; before
// that, errors are ordinary JSON responses). A signal aborts when the client goes away, so the work
// behind the turn (a model call) stops instead of running for nobody.
import type { ApiErrorBody } from '@blindspot/contracts';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';

export interface ChatTurnIO {
  /** Called with each chunk of the reply as it is written (streamed answers only). */
  onText?: (text: string) => void;
  /** Aborts when the client has gone away before the answer ended. */
  signal: AbortSignal;
}

/**
 * An error that carries its HTTP status (the coach's CoachError: 502 when the model failed, 504 when
 * it was too slow) as that HTTP error; anything else unchanged.
 */
export function httpErrorOf(error: unknown): unknown {
  if (error instanceof HttpException || !(error instanceof Error)) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? new HttpException(error.message, status, { cause: error }) : error;
}

const ERROR_NAMES: Record<number, string> = { 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' };

export async function answerChatTurn<T>(
  request: Request,
  response: Response,
  produce: (io: ChatTurnIO) => Promise<T>,
): Promise<T | undefined> {
  const gone = new AbortController();
  const onClose = () => {
    if (!response.writableFinished) gone.abort();
  };
  response.on('close', onClose);

  if (!request.headers.accept?.includes('text/event-stream')) {
    try {
      return await produce({ signal: gone.signal });
    } catch (error) {
      throw httpErrorOf(error);
    }
  }

  let started = false;
  const send = (event: string, data: unknown) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const start = () => {
    if (started) return;
    started = true;
    response.status(HttpStatus.OK);
    response.setHeader('content-type', 'text/event-stream; charset=utf-8');
    response.setHeader('cache-control', 'no-cache, no-transform');
    response.setHeader('x-accel-buffering', 'no');
    response.flushHeaders();
  };
  try {
    const result = await produce({
      signal: gone.signal,
      onText: (text) => {
        start();
        send('text', { text });
      },
    });
    start();
    send('done', result);
  } catch (error) {
    const httpError = httpErrorOf(error);
    if (!started) throw httpError;
    const status = httpError instanceof HttpException ? httpError.getStatus() : HttpStatus.INTERNAL_SERVER_ERROR;
    const body: ApiErrorBody = {
      statusCode: status,
      error: ERROR_NAMES[status] ?? 'Internal Server Error',
      message: httpError instanceof HttpException ? httpError.message : 'The reply failed. Please try again.',
      requestId: request.headers['x-request-id'] as string | undefined,
    };
    send('error', body);
  }
  response.end();
}
