// "API tokens" on the seller profile page (docs/api.md): a Pro user makes a personal access token with a
// name and scopes, copies it (shown once), sees the list (name, scopes, prefix, created, last used) and
// revokes tokens. Other plans see what the API is and the way to Pro.
import {
  type CreatedPersonalToken,
  MAX_SHORT_TEXT,
  PERSONAL_TOKEN_SCOPE_LABELS,
  PERSONAL_TOKEN_SCOPES,
  type PersonalToken,
  type PersonalTokenScope,
  tierRank,
} from '@blindspot/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Input,
  Label,
  Spinner,
  toast,
} from '@blindspot/ui';
import { Checkbox } from '@blindspot/ui/controls';
import { errorMessage, useAuth } from '@blindspot/web-core';
import { Check, Copy, KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePersonalToken, usePersonalTokens, useRevokePersonalToken } from '../api/personal-tokens.js';

const EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'No expiry' },
] as const;

const DEFAULT_SCOPES: PersonalTokenScope[] = ['deals:read', 'roleplay:read'];

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : null;

function ShownOnce({ created, onDone }: { created: CreatedPersonalToken; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      toast({ title: 'Copy failed', description: 'Select the token and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <section aria-label="New token" className="space-y-3 rounded-lg border border-primary/60 bg-primary/5 p-4">
      <p className="text-sm font-medium">
        Copy your new token “{created.name}” now. It will not be shown again: only a fingerprint of it is kept.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          aria-label="Your new token"
          value={created.token}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {copied ? 'Copied' : 'Copy token'}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Try it:{' '}
        <code className="break-all">
          curl -H "Authorization: Bearer {created.prefix}…" {window.location.origin}/api/deal-analyses
        </code>
      </p>
      <Button type="button" size="sm" onClick={onDone}>
        I have saved it
      </Button>
    </section>
  );
}

function CreateTokenForm({ onCreated }: { onCreated(token: CreatedPersonalToken): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<PersonalTokenScope[]>(DEFAULT_SCOPES);
  const [expiry, setExpiry] = useState<string>('90');
  const create = useCreatePersonalToken();
  const toggle = (scope: PersonalTokenScope, on: boolean) =>
    setScopes((current) => PERSONAL_TOKEN_SCOPES.filter((s) => (s === scope ? on : current.includes(s))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!name.trim() || scopes.length === 0) {
      toast({ title: 'Name and scopes needed', description: 'Give the token a name and at least one scope.', variant: 'destructive' });
      return;
    }
    create.mutate(
      { name: name.trim(), scopes, expiresInDays: expiry === 'never' ? null : Number(expiry) },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created);
        },
        onError: (error) =>
          toast({ title: 'Token not created', description: errorMessage(error, 'The token could not be created'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form className="space-y-4" onSubmit={submit} aria-label="Create a personal access token">
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>Token name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={MAX_SHORT_TEXT}
            placeholder="e.g. CRM sync"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-expiry`}>Expires</Label>
          <select
            id={`${id}-expiry`}
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            className={[
              'flex h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-sm shadow-xs outline-none',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
              'dark:bg-input/30',
            ].join(' ')}
          >
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Scopes</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PERSONAL_TOKEN_SCOPES.map((scope) => (
            <label
              key={scope}
              htmlFor={`${id}-${scope}`}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 hover:bg-muted/60"
            >
              <Checkbox
                id={`${id}-${scope}`}
                className="mt-0.5"
                checked={scopes.includes(scope)}
                onCheckedChange={(value) => toggle(scope, value === true)}
              />
              <span className="space-y-1">
                <span className="block font-mono text-sm leading-none">{scope}</span>
                <span className="block text-sm text-muted-foreground">{PERSONAL_TOKEN_SCOPE_LABELS[scope]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create token'}
      </Button>
    </form>
  );
}

function TokenList({ tokens }: { tokens: PersonalToken[] }) {
  const revoke = useRevokePersonalToken();
  const [confirming, setConfirming] = useState<PersonalToken | null>(null);
  if (tokens.length === 0) return <p className="text-sm text-muted-foreground">No tokens yet.</p>;
  const now = Date.now();
  return (
    <>
      <ul className="divide-y rounded-lg border" aria-label="Your personal access tokens">
        {tokens.map((token) => {
          const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
          return (
            <li key={token.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all">{token.name}</span>
                  <code className="text-xs text-muted-foreground">{token.prefix}…</code>
                  {expired && <Badge variant="secondary">Expired</Badge>}
                </p>
                <p className="flex flex-wrap gap-1">
                  {token.scopes.map((scope) => (
                    <Badge key={scope} variant="outline" className="font-mono">
                      {scope}
                    </Badge>
                  ))}
                </p>
                <p className="text-xs text-muted-foreground">
                  Created {when(token.createdAt)} · {token.lastUsedAt ? `Last used ${when(token.lastUsedAt)}` : 'Never used'}
                  {token.expiresAt && ` · ${expired ? 'Expired' : 'Expires'} ${when(token.expiresAt)}`}
                </p>
              </div>
              <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(token)} aria-label={`Revoke ${token.name}`}>
                Revoke
              </Button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Revoke this token?"
        description={`Anything using “${confirming?.name ?? ''}” stops working within seconds. This cannot be undone.`}
        confirmLabel="Revoke token"
        destructive
        onConfirm={() => {
          const token = confirming;
          setConfirming(null);
          if (!token) return;
          revoke.mutate(token.id, {
            onSuccess: () => toast({ title: 'Token revoked', description: `“${token.name}” no longer works.` }),
            onError: (error) =>
              toast({ title: 'Not revoked', description: errorMessage(error, 'The token could not be revoked'), variant: 'destructive' }),
          });
        }}
      />
    </>
  );
}

export function ApiTokensCard() {
  const { user } = useAuth();
  const pro = tierRank(user?.subscriptionTier) >= tierRank('pro');
  const tokens = usePersonalTokens(pro);
  const [created, setCreated] = useState<CreatedPersonalToken | null>(null);

  return (
    <Card id="api-tokens" aria-labelledby="api-tokens-title">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <KeyRound className="size-5" aria-hidden />
          </span>
          <div className="space-y-1">
            <CardTitle as="h2" id="api-tokens-title">
              API tokens
            </CardTitle>
            <CardDescription>
              Personal access tokens for the Blindspot API: your deal analyses and roleplay sessions from scripts and other tools.{' '}
              <a className="underline underline-offset-4" href="/api/docs">
                API reference
              </a>
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        {!pro ? (
          <div className="space-y-3">
            <p className="text-sm">API access is part of the Pro plan. Upgrade to Pro to create tokens and call the API with them.</p>
            <Button asChild variant="outline">
              <Link to="/pricing">See Pro</Link>
            </Button>
          </div>
        ) : (
          <>
            {created ? <ShownOnce created={created} onDone={() => setCreated(null)} /> : <CreateTokenForm onCreated={setCreated} />}
            <section className="space-y-3" aria-labelledby="api-tokens-list">
              <h3 id="api-tokens-list" className="text-sm font-medium">
                Your tokens
              </h3>
              {tokens.isError ? (
                <p className="text-sm">{errorMessage(tokens.error, 'Your tokens could not be loaded.')}</p>
              ) : tokens.data ? (
                <TokenList tokens={tokens.data.items} />
              ) : (
                <Spinner />
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
