import type { MethodologyId } from '@blindspot/contracts';

/** The message sent automatically to a new analysis: the methodology's id in upper case (docs/product.md#deal-analysis). */
export const firstAnalysisMessage = (methodology: MethodologyId): string =>
  `Please analyze this deal using the ${methodology.toUpperCase()} methodology.`;
