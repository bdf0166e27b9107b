// "Your data" on the seller profile page (docs/accounts.md, docs/product.md#seller-profile): download
// everything as one JSON file, or the lists as CSV; delete the account after typing the password again.
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
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  toast,
} from '@blindspot/ui';
import { errorMessage, useSessionStore } from '@blindspot/web-core';
import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type DataExport, fetchDataExport, useDeleteAccount } from '../api/your-data.js';
import { downloadFile } from '../lib/browser.js';
import { analysesCsv, sessionsCsv } from '../lib/csv.js';

type DownloadKind = 'json' | 'analyses' | 'sessions';

const today = () => new Date().toISOString().slice(0, 10);

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const passwordId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          toast({ title: 'Account deleted', description: 'Your account and your data have been deleted.' });
          // The account and its sign-ins are gone on the server: the session is only cleared here.
          useSessionStore.getState().clearSession();
          navigate('/');
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to delete account').replace(/^password: /, 'Password: ')),
      },
    );
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setPassword('');
        setError(null);
        onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <form onSubmit={submit} className="space-y-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              Your account, seller profile, deal analyses, roleplay sessions, call reviews and API tokens will be deleted, and any
              subscription cancelled at once. This cannot be undone. Download your data first if you want to keep it.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="space-y-1">
            <Label htmlFor={passwordId}>Your password</Label>
            <Input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={remove.isPending}>
              Cancel
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={password === '' || remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function YourDataCard() {
  const [busy, setBusy] = useState<DownloadKind | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async (what: DownloadKind) => {
    setBusy(what);
    try {
      const data: DataExport = await fetchDataExport();
      if (what === 'json') downloadFile(`blindspot-data-${today()}.json`, 'application/json', JSON.stringify(data, null, 2));
      if (what === 'analyses') downloadFile(`blindspot-deal-analyses-${today()}.csv`, 'text/csv', analysesCsv(data.dealAnalyses));
      if (what === 'sessions') downloadFile(`blindspot-roleplay-sessions-${today()}.csv`, 'text/csv', sessionsCsv(data.roleplaySessions));
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to download your data'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card data-testid="your-data">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Your data
        </CardTitle>
        <CardDescription>Everything you keep in Blindspot is yours: take a copy, or delete it all.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void download('json')} disabled={busy !== null}>
            <Download className="size-4" aria-hidden />
            {busy === 'json' ? 'Preparing...' : 'Download my data (JSON)'}
          </Button>
          <Button variant="outline" onClick={() => void download('analyses')} disabled={busy !== null}>
            {busy === 'analyses' ? 'Preparing...' : 'Deal analyses (CSV)'}
          </Button>
          <Button variant="outline" onClick={() => void download('sessions')} disabled={busy !== null}>
            {busy === 'sessions' ? 'Preparing...' : 'Roleplay sessions (CSV)'}
          </Button>
        </div>
        <div className="space-y-2 border-t pt-4">
          <p className="text-sm text-muted-foreground">
            Deleting your account removes it and all your data from every part of Blindspot and signs you out everywhere.
          </p>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden />
            Delete my account
          </Button>
        </div>
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
