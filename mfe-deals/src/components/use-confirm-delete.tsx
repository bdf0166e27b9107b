// Deleting an analysis asks first (docs/product.md#texts): an alert dialog naming the deal (focus on Cancel), then the
// toasts, `Analysis deleted` or `Failed to delete analysis`.
import { ConfirmDialog, toast } from '@blindspot/ui';
import { useState } from 'react';
import { useDeleteDealAnalysis } from '../api/deal-analyses.js';

interface Target {
  id: string;
  dealName: string | null;
}

export function useConfirmDeleteAnalysis({ onDeleted }: { onDeleted?: (id: string) => void } = {}) {
  const remove = useDeleteDealAnalysis();
  const [target, setTarget] = useState<Target | null>(null);
  const name = target?.dealName || 'this analysis';

  const confirm = () => {
    if (!target) return;
    const { id } = target;
    remove.mutate(id, {
      onSuccess: () => {
        toast({ title: 'Analysis deleted' });
        onDeleted?.(id);
      },
      onError: () => toast({ title: 'Error', description: 'Failed to delete analysis', variant: 'destructive' }),
    });
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title="Delete this analysis?"
      description={
        <>
          {target?.dealName ? <>&ldquo;{name}&rdquo;</> : 'This analysis'}, its notes and its coach chat will be deleted. This cannot be
          undone.
        </>
      }
      confirmLabel="Delete"
      destructive
      onConfirm={confirm}
    />
  );

  return { ask: (analysis: Target) => setTarget(analysis), dialog, deleting: remove.isPending };
}
