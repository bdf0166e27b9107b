import type { MethodologyId } from '@blindspot/contracts';

/** The message sent automatically to a new analysis: the methodology's name in upper case (spec section 4). */
export const firstAnalysisMessage = (methodology: MethodologyId): string =>
  `Please analyze this deal using the ${methodology.toUpperCase()} methodology.`;
