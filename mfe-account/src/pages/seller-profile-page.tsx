// /seller-setup: the seller's selling context (docs/product.md#seller-profile), used to personalise practice and coaching.
import { MAX_PROFILE_TEXT, type SellerProfileInput, type SellerProfileTextField } from '@blindspot/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner, toast } from '@blindspot/ui';
import { errorMessage } from '@blindspot/web-core';
import { BookOpen, Building2, Target } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSaveSellerProfile, useSellerProfile } from '../api/account.js';
import { ApiTokensCard } from '../components/api-tokens-card.js';
import { MethodologyChecklist } from '../components/methodology-checklist.js';
import { ProfileField, ProfileFieldGrid } from '../components/profile-field.js';
import { YourDataCard } from '../components/your-data-card.js';
import { PRODUCT_FIELDS, TARGET_PERSONAS_HINT } from '../lib/profile-fields.js';
import { formToProfile, type ProfileForm, profileToForm } from '../lib/profile-form.js';

function SectionCard({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">{icon}</span>
          <div className="space-y-1">
            <CardTitle as="h2">{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function SellerProfileForm({ initial }: { initial: Partial<SellerProfileInput> }) {
  const [form, setForm] = useState<ProfileForm>(() => profileToForm(initial));
  const save = useSaveSellerProfile();
  const setText = (field: SellerProfileTextField) => (value: string) => setForm((f) => ({ ...f, text: { ...f.text, [field]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(formToProfile(form), {
      onSuccess: () => toast({ title: 'Profile saved!', description: 'Your seller profile has been updated successfully.' }),
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to update profile'), variant: 'destructive' }),
    });
  };

  return (
    <form className="space-y-6" onSubmit={submit}>
      <SectionCard
        icon={<Building2 className="size-5" aria-hidden />}
        title="Product & Company"
        description="What you sell, to whom, and why buyers choose you"
      >
        <ProfileFieldGrid specs={PRODUCT_FIELDS} idPrefix="profile" from="md" text={form.text} onChange={setText} />
      </SectionCard>

      <SectionCard icon={<Target className="size-5" aria-hidden />} title="Target Personas" description="The people you sell to">
        <ProfileField
          id="profile-targetPersonas"
          label="Buyer personas and roles"
          value={form.text.targetPersonas}
          onChange={setText('targetPersonas')}
          placeholder="e.g. VP of Operations, Head of Logistics, IT Director"
          hint={TARGET_PERSONAS_HINT}
          multiline
          maxLength={MAX_PROFILE_TEXT}
        />
      </SectionCard>

      <SectionCard
        icon={<BookOpen className="size-5" aria-hidden />}
        title="Methodology Preferences"
        description="The methodologies you want to practise and be coached on"
      >
        <MethodologyChecklist
          idPrefix="profile-methodology"
          selected={form.methodologies}
          onChange={(methodologies) => setForm((f) => ({ ...f, methodologies }))}
        />
      </SectionCard>

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}

export default function SellerProfilePage() {
  const profile = useSellerProfile();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Seller Profile</h1>
        <p className="text-muted-foreground">Configure your selling context to get more personalized training and practice</p>
      </div>
      {profile.isError ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3">
            <p>{errorMessage(profile.error, 'Your seller profile could not be loaded.')}</p>
            <Button variant="outline" onClick={() => void profile.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : profile.data ? (
        <SellerProfileForm initial={profile.data} />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      )}
      {/* Its own card, outside the profile form: personal access tokens for the API (docs/api.md). */}
      <ApiTokensCard />
      {/* Download everything, or delete the account (docs/accounts.md). */}
      <YourDataCard />
    </div>
  );
}
