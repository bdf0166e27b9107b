import type { RoleplaySession } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { Card, CardContent, CardHeader, CardTitle } from '@blindspot/ui';
import { Target } from 'lucide-react';

/** The element a session started from the progress page aims at ("Practise this"); nothing otherwise. */
export function FocusBrief({ session }: { session: Pick<RoleplaySession, 'methodology' | 'focusElement'> }) {
  const concept = session.focusElement
    ? getMethodology(session.methodology).concepts.find((c) => c.key === session.focusElement)
    : undefined;
  if (!concept) return null;
  return (
    <Card data-testid="focus-brief">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Target className="size-4" aria-hidden />
          Your focus: {concept.name}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">{concept.description} Make room for it in this conversation.</p>
      </CardContent>
    </Card>
  );
}
