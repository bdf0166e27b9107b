import { jest } from '@jest/globals';
import { formatDuration, scenarioText } from './format.js';
import { gradeOf, scoreTone } from './grade.js';
import { SIMULATED_TRANSCRIPTIONS, simulateTranscription } from './transcription.js';

describe('grades and colours (docs/product.md#grades)', () => {
  it('grades at 9, 7 and 5', () => {
    expect([10, 9, 8.9, 7, 6, 5, 4.9, 0].map(gradeOf)).toEqual([
      'Excellent',
      'Excellent',
      'Good',
      'Good',
      'Fair',
      'Fair',
      'Needs Work',
      'Needs Work',
    ]);
  });
  it('colours at 8 and 6', () => {
    expect([10, 8, 7.9, 6, 5.9, 0].map(scoreTone)).toEqual(['good', 'good', 'middling', 'middling', 'poor', 'poor']);
  });
});

describe('formatting', () => {
  it('shows the recording timer as m:ss', () => {
    expect([0, 5, 59, 60, 61, 125].map(formatDuration)).toEqual(['0:00', '0:05', '0:59', '1:00', '1:01', '2:05']);
  });
  it('shows hyphens in a scenario as spaces', () => {
    expect(scenarioText('multi-threading')).toBe('multi threading');
  });
});

describe('simulated transcription', () => {
  it('answers one of the five canned questions after 500 ms', async () => {
    jest.useFakeTimers();
    const pending = simulateTranscription(new Blob(['x'], { type: 'audio/webm' }), () => 0.5);
    let settled = false;
    void pending.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await pending).toBe(SIMULATED_TRANSCRIPTIONS[2]);
    jest.useRealTimers();
  });
});
