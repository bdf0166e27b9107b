import { firstAnalysisMessage } from './first-message.js';

it('asks for the analysis with the methodology name in upper case', () => {
  expect(firstAnalysisMessage('meddic')).toBe('Please analyze this deal using the MEDDIC methodology.');
  expect(firstAnalysisMessage('spin')).toBe('Please analyze this deal using the SPIN methodology.');
});
