// Deleting a session asks first: an alert dialog (focus on Cancel), then the toasts of docs/product.md#texts,
// `Session deleted` or `Failed to delete session`.
import { PERSONA_LABELS, type RoleplaySessionSummary, SCENARIO_LABELS } from '@blindspot/contracts';
import { ConfirmDialog, toast } from '@blindspot/ui';
import { useState } from 'react';
import { useDeleteSession } from '../api/roleplay-sessions.js';

type Target = Pick<RoleplaySessionSummary, 'id' | 'scenario' | 'persona' | 'createdAt'>;

export function useConfirmDeleteSession({ onDeleted }: { onDeleted?: (id: string) => void } = {}) {
  const remove = useDeleteSession();
  const [target, setTarget] = useState<Target | null>(null);

  const confirm = () => {
    if (!target) return;
    const { id } = target;
    remove.mutate(id, {
      onSuccess: () => {
        toast({ title: 'Session deleted' });
        onDeleted?.(id);
      },
      onError: () => toast({ title: 'Error', description: 'Failed to delete session', variant: 'destructive' }),
    });
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title="Delete this session?"
      description={
        target
          ? `The ${SCENARIO_LABELS[target.scenario]} with the ${PERSONA_LABELS[target.persona]} of ` +
            `${new Date(target.createdAt).toLocaleDateString()}, its transcript and its feedback will be deleted. ` +
            `This cannot be undone.`
          : ''
      }
      confirmLabel="Delete"
      destructive
      onConfirm={confirm}
    />
  );

  return { ask: (session: Target) => setTarget(session), dialog, deleting: remove.isPending };
}
