/**
 * Streams a finished text as chunks of a few words, so an offline reply reaches the client the same
 * way a model's does (and the UI's streaming path is exercised without a model).
 */
export async function* streamText(text: string, wordsPerChunk = 8): AsyncIterable<string> {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) {
    yield pieces.slice(i, i + wordsPerChunk).join('');
  }
}

/** Collects a streamed reply into one string. */
export async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}
