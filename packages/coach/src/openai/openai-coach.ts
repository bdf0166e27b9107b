// The provider for OpenAI or any OpenAI-compatible server (OPENAI_BASE_URL): streamed replies,
// schema-checked scores, and failures turned into CoachError (upstream -> 502, timeout -> 504).

import { type ChatMessage, type DealCoverage, dealCoverageSchema } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import { spokenDelivery } from '../calls/delivery.js';
import type { CoachConfig } from '../config.js';
import { CoachError } from '../errors.js';
import type { BuyerDebriefReading } from '../roleplay/debrief.js';
import { scoreTranscript } from '../roleplay/index.js';
import type { CoachCallOptions, CoachProvider, DealContext, RoleplayContext, RoleplayScore } from '../types.js';
import { openAIBuyerDebrief } from './debrief.js';
import { analyzeDealMessages, buyerMessages, dealCoverageMessages, dealQuestionMessages, hintMessages, scoreMessages } from './prompts.js';

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

/** The coverage schema as strict JSON Schema for `response_format`, generated from the zod contract. */
const COVERAGE_JSON_SCHEMA = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(dealCoverageSchema) as Record<string, unknown>;
  return schema;
})();

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

  /**
   * The model's reading of the notes as data, schema-checked; a bad answer is asked for once more. Quotes
   * that are not in the notes are dropped, and an element the model calls covered without one quote
   * from the notes is kept as not confirmed: the checklist only says "covered" with proof.
   */
  async assessDeal(ctx: DealContext, options: CoachCallOptions = {}): Promise<DealCoverage> {
    const format = { type: 'json_schema', json_schema: { name: 'deal_coverage', strict: true, schema: COVERAGE_JSON_SCHEMA } } as const;
    let lastError: unknown;
    for (let attempt = 0; attempt < 2; attempt++) {
      const content = await this.complete(dealCoverageMessages(ctx), format, options.signal);
      try {
        const parsed = dealCoverageSchema.safeParse(JSON.parse(content));
        if (parsed.success) return groundCoverage(parsed.data, ctx);
        lastError = parsed.error;
      } catch (error) {
        lastError = error;
      }
    }
    throw new CoachError('upstream', 'The AI model returned an analysis in an unexpected shape. Please try again.', { cause: lastError });
  }

  analyzeDeal(ctx: DealContext, options: CoachCallOptions = {}): AsyncIterable<string> {
    return this.stream(analyzeDealMessages(ctx), options.signal);
  }

  answerDealQuestion(ctx: DealContext, history: ChatMessage[], question: string, options: CoachCallOptions = {}): AsyncIterable<string> {
    return this.stream(dealQuestionMessages(ctx, history, question), options.signal);
  }

  buyerReply(ctx: RoleplayContext, history: ChatMessage[], options: CoachCallOptions = {}): AsyncIterable<string> {
    return this.stream(buyerMessages(ctx, history), options.signal);
  }

  async coachingHint(ctx: RoleplayContext, history: ChatMessage[], options: CoachCallOptions = {}): Promise<string> {
    const completion = await this.complete(hintMessages(ctx, history), undefined, options.signal);
    return completion.trim();
  }

  /** The model's judgement, schema-checked, with the transcript rubric kept as the evidence. */
  async scoreRoleplay(ctx: RoleplayContext, history: ChatMessage[], options: CoachCallOptions = {}): Promise<RoleplayScore> {
    const { rubric, measures } = scoreTranscript(ctx, history, spokenDelivery(history));
    const rubricSummary = rubric.map((r) => `- ${r.label}: ${r.points}/${r.maxPoints}. ${r.detail}`).join('\n');
    const content = await this.complete(
      scoreMessages(ctx, history, rubricSummary),
      { type: 'json_schema', json_schema: { name: 'roleplay_score', strict: true, schema: JUDGEMENT_JSON_SCHEMA } },
      options.signal,
    );
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch (error) {
      throw new CoachError('upstream', 'The AI model returned a score that is not valid JSON.', { cause: error });
    }
    const judgement = judgementSchema.safeParse(parsed);
    if (!judgement.success)
      throw new CoachError('upstream', 'The AI model returned a score in an unexpected shape.', { cause: judgement.error });
    return { ...judgement.data, rubric, measures };
  }

  /** The buyer's side of the call from the model that played it, as schema-checked JSON grounded in the transcript (debrief.ts). */
  buyerDebrief(ctx: RoleplayContext, history: ChatMessage[], options: CoachCallOptions = {}): Promise<BuyerDebriefReading> {
    return openAIBuyerDebrief((messages, format) => this.complete(messages, format, options.signal), ctx, history);
  }

  private async complete(
    messages: Messages,
    responseFormat?: OpenAI.ChatCompletionCreateParams['response_format'],
    signal?: AbortSignal,
  ): Promise<string> {
    try {
      const completion = await this.client.chat.completions.create(
        { model: this.model, messages, response_format: responseFormat },
        { signal },
      );
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new CoachError('upstream', 'The AI model returned an empty reply.');
      return content;
    } catch (error) {
      throw toCoachError(error, false);
    }
  }

  /** Streams the reply's text; the timeout applies to the first chunk and to every gap between chunks. */
  private async *stream(messages: Messages, signal?: AbortSignal): AsyncIterable<string> {
    const controller = new AbortController();
    // The seller going away (a closed tab) stops the model call, so no tokens are spent on a reply nobody reads.
    const stop = () => controller.abort();
    if (signal?.aborted) stop();
    signal?.addEventListener('abort', stop, { once: true });
    let timedOut = false;
    const arm = () =>
      setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.timeoutMs);
    let timer = arm();
    try {
      const stream = await this.client.chat.completions.create(
        { model: this.model, messages, stream: true },
        { signal: controller.signal },
      );
      for await (const chunk of stream) {
        clearTimeout(timer);
        timer = arm();
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
      // The SDK ends an aborted stream quietly; a stall must still reach the caller as a timeout.
      if (timedOut) throw new APIConnectionTimeoutError();
      // ... and so does one the seller abandoned: a partial reply must never be stored as whole.
      if (signal?.aborted) throw new CoachError('upstream', 'The reply was cancelled.');
    } catch (error) {
      throw toCoachError(error, timedOut);
    } finally {
      signal?.removeEventListener('abort', stop);
      clearTimeout(timer);
      // Closes the upstream connection when the consumer stops early; a no-op after a finished stream.
      controller.abort();
    }
  }
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').replace(/[“”]/g, '"').replace(/[‘’]/g, "'").trim().toLowerCase();

/** Keeps the methodology's elements in order, and only quotes that really are in the notes. */
function groundCoverage(coverage: DealCoverage, ctx: DealContext): DealCoverage {
  const notes = normalise(ctx.dealNotes);
  const byKey = new Map(coverage.elements.map((e) => [e.element, e]));
  const elements = getMethodology(ctx.methodology).concepts.map((concept) => {
    const given = byKey.get(concept.key);
    const quotes = (given?.quotes ?? []).filter((q) => q.trim().length > 0 && notes.includes(normalise(q).replace(/\.\.\.$/, '')));
    const status = !given ? 'missing' : given.status === 'covered' && quotes.length === 0 ? 'unconfirmed' : given.status;
    return {
      element: concept.key,
      name: concept.name,
      status,
      quotes,
      stillMissing: given?.stillMissing ?? [],
      nextQuestions: given?.nextQuestions ?? [],
    } as const;
  });
  return { elements, risks: coverage.risks, nextSteps: coverage.nextSteps };
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
