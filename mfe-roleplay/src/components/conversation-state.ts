// What the arena must know about the conversation on screen before it lets the seller leave or end it:
// the text typed but not sent, and how many turns the seller has taken. The chat writes it (through
// useRoleplayChat), the arena reads it when a link is clicked or End Practice is pressed; a ref, so typing
// re-renders nothing above the chat.
import { createContext, type MutableRefObject, useContext, useEffect } from 'react';

export interface ConversationState {
  /** Typed into the message box and not sent yet. */
  draft: string;
  /** Seller turns on screen (sent, or being sent). */
  sellerTurns: number;
}

export const emptyConversation = (): ConversationState => ({ draft: '', sellerTurns: 0 });

export const ConversationContext = createContext<MutableRefObject<ConversationState> | null>(null);

/** Reports the chat's state to the arena around it (nothing happens without one, as in the chat's own tests). */
export function useReportConversation(draft: string, sellerTurns: number): void {
  const state = useContext(ConversationContext);
  useEffect(() => {
    if (state) state.current = { draft, sellerTurns };
  }, [state, draft, sellerTurns]);
  useEffect(
    () => () => {
      if (state) state.current = emptyConversation();
    },
    [state],
  );
}
