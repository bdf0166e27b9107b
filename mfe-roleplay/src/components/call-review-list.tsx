// The seller's scored calls, newest first, ten at a time; each opens its review and can be deleted (asked first).
import type { CallReviewSummary } from '@blindspot/contracts';
import { METHODOLOGY_CONTENT } from '@blindspot/methodologies';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ConfirmDialog, cn, Spinner, toast } from '@blindspot/ui';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCallReviews, useDeleteCallReview } from '../api/call-reviews.js';
import { CALL_REVIEW_PATH, callReviewName, callReviewPath } from '../lib/call-review.js';
import { scoreTone, TONE_TEXT } from '../lib/grade.js';

export function useConfirmDeleteCallReview({ onDeleted }: { onDeleted?: (id: string) => void } = {}) {
  const remove = useDeleteCallReview();
  const [target, setTarget] = useState<CallReviewSummary | null>(null);
  const confirm = () => {
    if (!target) return;
    const { id } = target;
    remove.mutate(id, {
      onSuccess: () => {
        toast({ title: 'Call review deleted' });
        onDeleted?.(id);
      },
      onError: () => toast({ title: 'Error', description: 'Failed to delete call review', variant: 'destructive' }),
    });
  };
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title="Delete this call review?"
      description={
        target
          ? `${callReviewName(target)} of ${new Date(target.createdAt).toLocaleDateString()}, its transcript and ` +
            `its feedback will be deleted. This cannot be undone.`
          : ''
      }
      confirmLabel="Delete"
      destructive
      onConfirm={confirm}
    />
  );
  return { ask: (review: CallReviewSummary) => setTarget(review), dialog, deleting: remove.isPending };
}

/**
 * `hideWhenEmpty`: render nothing until there is a review (the roleplay history shows real calls only to a
 * seller who has some); `title`: the card's heading.
 */
export function CallReviewList({ hideWhenEmpty = false, title = 'Your scored calls' }: { hideWhenEmpty?: boolean; title?: string } = {}) {
  const reviews = useCallReviews();
  const confirmDelete = useConfirmDeleteCallReview();
  const pages = reviews.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  if (hideWhenEmpty && (reviews.isLoading || reviews.isError || total === 0)) return null;

  return (
    <Card data-testid="call-review-list">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>
          {total > 0 ? `${total} ${total === 1 ? 'call' : 'calls'}, newest first.` : 'Calls you score are kept here.'}
          {hideWhenEmpty && (
            <>
              {' '}
              <Link to={CALL_REVIEW_PATH} className="font-medium text-primary underline underline-offset-4 hover:decoration-2">
                Score another call
              </Link>
            </>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {reviews.isLoading ? (
          <Spinner />
        ) : reviews.isError ? (
          <p className="text-sm text-destructive">Your scored calls could not be loaded.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No scored calls yet.</p>
        ) : (
          <ul className="divide-y">
            {items.map((review) => (
              <li key={review.id} className="flex items-center justify-between gap-3 py-3" data-testid="call-review-item">
                <div className="min-w-0">
                  <Link to={callReviewPath(review.id)} className="block truncate font-medium underline-offset-4 hover:underline">
                    {callReviewName(review)}
                  </Link>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                    <Badge variant="outline">Real call</Badge>
                    <span>{METHODOLOGY_CONTENT[review.methodology].name}</span>
                    <span>{review.turnCount} turns</span>
                    <span>{new Date(review.createdAt).toLocaleDateString()}</span>
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <span className={cn('font-semibold tabular-nums', TONE_TEXT[scoreTone(review.score)])}>{review.score}/10</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${callReviewName(review)}`}
                    onClick={() => confirmDelete.ask(review)}
                    disabled={confirmDelete.deleting}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {reviews.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button variant="outline" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
              {reviews.isFetchingNextPage ? 'Loading...' : 'Show more'}
            </Button>
          </div>
        )}
      </CardContent>
      {confirmDelete.dialog}
    </Card>
  );
}
