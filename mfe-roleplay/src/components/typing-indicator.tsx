/** Three dots bouncing in turn while the buyer replies. */
export function TypingIndicator() {
  return (
    <div className="flex items-center gap-1 px-1 py-2" role="status" aria-label="The buyer is typing" data-testid="typing-indicator">
      {/* Live regions announce their text, not their name. */}
      <span className="sr-only">The buyer is typing</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="h-2 w-2 animate-bounce rounded-full bg-muted-foreground/70"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
