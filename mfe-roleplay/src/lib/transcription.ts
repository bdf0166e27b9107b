// Without a speech-to-text model on the server (docs/product.md#roleplay-voice), a local stand-in waits 500 ms and returns one of five
// canned buyer-style questions, which is then sent as the seller's message.

export const SIMULATED_TRANSCRIPTION_DELAY_MS = 500;

export const SIMULATED_TRANSCRIPTIONS = [
  'Can you tell me more about the challenges your team is facing right now?',
  'How are you handling this process today?',
  'What would it mean for your business if you could solve this problem?',
  'Who else is involved in making a decision like this?',
  'What does your timeline look like for making a change?',
] as const;

export function simulateTranscription(_recording: Blob, random: () => number = Math.random): Promise<string> {
  const text = SIMULATED_TRANSCRIPTIONS[Math.floor(random() * SIMULATED_TRANSCRIPTIONS.length)];
  return new Promise((resolve) => setTimeout(() => resolve(text), SIMULATED_TRANSCRIPTION_DELAY_MS));
}
