export const STATE_ENV: string;
export interface StackState {
  url: string;
  ports?: Record<string, number>;
  internalToken?: string;
}
export function writeState(file: string, state: StackState): void;
export function readState(): StackState;
