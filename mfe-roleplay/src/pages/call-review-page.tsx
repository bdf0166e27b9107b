// /roleplay/call-review: score a real call (Pro), and the seller's scored calls; /roleplay/call-review/:id:
// one scored call. Below Pro the page says what it does and how to get it; reviews already made stay readable.
import { CALL_REVIEW_PRO_MESSAGE, type CreateCallReviewInput, tierRank } from '@blindspot/contracts';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Spinner, toast } from '@blindspot/ui';
import { useFocusOnChange } from '@blindspot/ui/focus';
import { errorMessage, useAuth } from '@blindspot/web-core';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCallReview, useCreateCallReview } from '../api/call-reviews.js';
import { CallReviewList, useConfirmDeleteCallReview } from '../components/call-review-list.js';
import { CallReviewResult } from '../components/call-review-result.js';
import { CallTranscriptForm } from '../components/call-transcript-form.js';
import { CALL_REVIEW_PATH, callReviewPath } from '../lib/call-review.js';

function UpgradeCard() {
  return (
    <Card data-testid="call-review-upgrade">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden /> Call review is a Pro feature
        </CardTitle>
        <CardDescription>{CALL_REVIEW_PRO_MESSAGE}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p>Paste or upload the transcript of a call you had, say which speaker is you, and get the same review as a roleplay:</p>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          <li>a score out of 10 and a grade, against MEDDIC, Challenger, SPIN or Gap Selling;</li>
          <li>what you did well and what you missed, each quoting your turn;</li>
          <li>the key takeaway and how the score was built.</li>
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link to="/pricing">Upgrade to Pro</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function OneReview({ id }: { id: string }) {
  const review = useCallReview(id);
  const navigate = useNavigate();
  const confirmDelete = useConfirmDeleteCallReview({ onDeleted: () => navigate(CALL_REVIEW_PATH) });
  if (review.isLoading) {
    return (
      <div className="flex min-h-[30vh] items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (!review.data) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">Call review not found</CardTitle>
          <CardDescription>It may have been deleted.</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild variant="outline">
            <Link to={CALL_REVIEW_PATH}>Back to call review</Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }
  const data = review.data;
  return (
    <>
      <CallReviewResult
        review={data}
        actions={
          <>
            <Button asChild>
              <Link to={CALL_REVIEW_PATH}>Score another call</Link>
            </Button>
            <Button
              variant="outline"
              onClick={() => confirmDelete.ask({ ...data, turnCount: data.turns.length })}
              disabled={confirmDelete.deleting}
            >
              Delete
            </Button>
          </>
        }
      />
      {confirmDelete.dialog}
    </>
  );
}

export default function CallReviewPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const create = useCreateCallReview();
  const isPro = tierRank(user?.subscriptionTier) >= tierRank('pro');
  // A new view (the form, or one review) moves focus to the page's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(heading, id ?? 'form');

  const score = (input: CreateCallReviewInput) =>
    create.mutate(input, {
      onSuccess: (review) => navigate(callReviewPath(review.id)),
      onError: (error) =>
        toast({ title: 'Could not score this call', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link
          to={id ? CALL_REVIEW_PATH : '/roleplay'}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> {id ? 'All scored calls' : 'Roleplay Arena'}
        </Link>
        <h1 ref={heading} className="text-3xl font-bold tracking-tight" aria-describedby="call-review-subtitle">
          Call Review
        </h1>
        <p id="call-review-subtitle" className="text-muted-foreground">
          {id ? 'How your call went, by the same rubric as a roleplay' : 'Score a call you actually had against a methodology'}
        </p>
      </div>
      {id ? (
        <OneReview id={id} />
      ) : (
        <>
          {isPro ? <CallTranscriptForm scoring={create.isPending} onScore={score} /> : <UpgradeCard />}
          <CallReviewList />
        </>
      )}
    </div>
  );
}
