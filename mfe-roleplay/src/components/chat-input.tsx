import { Button, Textarea } from '@blindspot/ui';
import { Send } from 'lucide-react';
import type { KeyboardEvent } from 'react';

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
  id?: string;
  /** The box's accessible name (the words heard in a voice session are "What you said"). */
  label?: string;
}

/** Enter sends, Shift+Enter adds a line; Send is disabled when empty or while a reply is pending. */
export function ChatInput({ value, onChange, onSend, pending, id, label = 'Your response' }: ChatInputProps) {
  const canSend = value.trim().length > 0 && !pending;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      if (canSend) onSend();
    }
  };
  return (
    <div className="space-y-1">
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your response..."
          rows={2}
          className="min-h-[60px] resize-none"
          aria-label={label}
        />
        <Button type="button" size="icon" onClick={onSend} disabled={!canSend} aria-label="Send">
          <Send className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Press Enter to send, Shift+Enter for new line</p>
    </div>
  );
}
