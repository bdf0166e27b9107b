// The provider for OpenAI or any OpenAI-compatible server (OPENAI_BASE_URL): streamed replies,
// schema-checked scores, and failures turned into CoachError (upstream -> 502, timeout -> 504).
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import type { ChatMessage } from '@blindspot/contracts';
import type { CoachConfig } from '../config.js';
import { CoachError } from '../errors.js';
import { scoreTranscript } from '../roleplay/index.js';
import type { CoachProvider, DealContext, RoleplayContext, RoleplayScore } from '../types.js';
import { analyzeDealMessages, buyerMessages, dealQuestionMessages, hintMessages, scoreMessages } from './prompts.js';

type Messages = ReturnType<typeof analyzeDealMessages>;

const judgementSchema = z.object({
  score: z.number().int().min(0).max(10),
  didWell: z.array(z.string()),
  missed: z.array(z.string()),
  keyTakeaway: z.string(),
});

/** The same shape as `judgementSchema`, as strict JSON Schema for `response_format`. */
const JUDGEMENT_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['score', 'didWell', 'missed', 'keyTakeaway'],
  properties: {
    score: { type: 'integer', minimum: 0, maximum: 10 },
    didWell: { type: 'array', items: { type: 'string' } },
    missed: { type: 'array', items: { type: 'string' } },
    keyTakeaway: { type: 'string' },
  },
} as const;

export class OpenAICoach implements CoachProvider {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;
  private readonly model: string;
  private readonly timeoutMs: number;

  constructor(config: CoachConfig['openai']) {
    // Retries would multiply the wait behind a timeout; the user retries instead (their message is kept).
    this.client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: 0 });
    this.model = config.model;
    this.timeoutMs = config.timeoutMs;
  }

  analyzeDeal(ctx: DealContext): AsyncIterable<string> {
    return this.stream(analyzeDealMessages(ctx));
  }

  answerDealQuestion(ctx: DealContext, history: ChatMessage[], question: string): AsyncIterable<string> {
    return this.stream(dealQuestionMessages(ctx, history, question));
  }

  buyerReply(ctx: RoleplayContext, history: ChatMessage[]): AsyncIterable<string> {
    return this.stream(buyerMessages(ctx, history));
  }

  async coachingHint(ctx: RoleplayContext, history: ChatMessage[]): Promise<string> {
    const completion = await this.complete(hintMessages(ctx, history));
    return completion.trim();
  }

  /** The model's judgement, schema-checked, with the transcript rubric kept as the evidence. */
  async scoreRoleplay(ctx: RoleplayContext, history: ChatMessage[]): Promise<RoleplayScore> {
    const rubric = scoreTranscript(ctx, history).rubric;
    const rubricSummary = rubric.map((r) => `- ${r.label}: ${r.points}/${r.maxPoints}. ${r.detail}`).join('\n');
    const content = await this.complete(scoreMessages(ctx, history, rubricSummary), {
      type: 'json_schema',
      json_schema: { name: 'roleplay_score', strict: true, schema: JUDGEMENT_JSON_SCHEMA },
    });
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch (error) {
      throw new CoachError('upstream', 'The AI model returned a score that is not valid JSON.', { cause: error });
    }
    const judgement = judgementSchema.safeParse(parsed);
    if (!judgement.success) throw new CoachError('upstream', 'The AI model returned a score in an unexpected shape.', { cause: judgement.error });
    return { ...judgement.data, rubric };
  }

  private async complete(messages: Messages, responseFormat?: OpenAI.ChatCompletionCreateParams['response_format']): Promise<string> {
    try {
      const completion = await this.client.chat.completions.create({ model: this.model, messages, response_format: responseFormat });
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new CoachError('upstream', 'The AI model returned an empty reply.');
      return content;
    } catch (error) {
      throw toCoachError(error, false);
    }
  }

  /** Streams the reply's text; the timeout applies to the first chunk and to every gap between chunks. */
  private async *stream(messages: Messages): AsyncIterable<string> {
    const controller = new AbortController();
    let timedOut = false;
    const arm = () => setTimeout(() => { timedOut = true; controller.abort(); }, this.timeoutMs);
    let timer = arm();
    try {
      const stream = await this.client.chat.completions.create({ model: this.model, messages, stream: true }, { signal: controller.signal });
      for await (const chunk of stream) {
        clearTimeout(timer);
        timer = arm();
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
      // The SDK ends an aborted stream quietly; a stall must still reach the caller as a timeout.
      if (timedOut) throw new APIConnectionTimeoutError();
    } catch (error) {
      throw toCoachError(error, timedOut);
    } finally {
      clearTimeout(timer);
      // Closes the upstream connection when the consumer stops early; a no-op after a finished stream.
      controller.abort();
    }
  }
}

function toCoachError(error: unknown, timedOut: boolean): CoachError {
  if (error instanceof CoachError) return error;
  if (timedOut || error instanceof APIConnectionTimeoutError) {
    return new CoachError('timeout', 'The AI model did not answer in time. Please try again.', { cause: error });
  }
  if (error instanceof APIError && error.status) {
    return new CoachError('upstream', `The AI model failed (${error.status}). Please try again.`, { cause: error });
  }
  return new CoachError('upstream', 'The AI model could not be reached. Please try again.', { cause: error });
}
