// The plan's allowance of saved sessions, told before a new session starts: a notice above the selector
// when the allowance is reached, and a dialog when the seller tries anyway (or the service refuses, from a
// tab that did not know). Both offer the two ways out; nothing is ever deleted for the seller.
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  Card,
  CardContent,
} from '@blindspot/ui';
import { Link, useNavigate } from 'react-router-dom';
import { HISTORY_PATH } from '../lib/paths.js';

export function SessionLimitNotice({ saved, allowance }: { saved: number; allowance: number }) {
  return (
    <Card className="border-destructive/50" data-testid="session-limit">
      <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold">Your saved sessions are full</h2>
          <p className="text-sm text-muted-foreground">
            You have {saved} saved sessions and your plan keeps {allowance}. Delete old sessions or upgrade to start a new one.
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" asChild>
            <Link to={HISTORY_PATH}>Manage Sessions</Link>
          </Button>
          <Button asChild>
            <Link to="/pricing">Upgrade</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function SessionLimitDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Your saved sessions are full</AlertDialogTitle>
          <AlertDialogDescription>{message}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="outline" onClick={() => go(HISTORY_PATH)}>
            Manage Sessions
          </Button>
          <Button onClick={() => go('/pricing')}>Upgrade</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
