import { PublicLayout } from '../layout/public-layout.js';
import { SUPPORT_EMAIL } from '../lib/nav.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { LegalPage, LegalSection } from './legal-page.js';

export function TermsContent() {
  usePageTitle('Terms of Service');
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms govern your use of Blindspot, an AI sales coaching service. By creating an account you agree to them."
    >
      <LegalSection title="Eligibility">
        <p>You must be 18 years of age or older to use Blindspot.</p>
      </LegalSection>
      <LegalSection title="Your account">
        <p>
          You are responsible for keeping your password safe and for everything done with your account. Tell us at once if you suspect
          unauthorised use.
        </p>
      </LegalSection>
      <LegalSection title="Plans and limits">
        <p>
          The Free plan includes 3 AI deal analyses per month, the full methodology library and methodology guides. Practice ($19 per month)
          and Pro ($39 per month) add unlimited analyses, the Roleplay Arena and the other features listed on our pricing page.
        </p>
      </LegalSection>
      <LegalSection title="Billing">
        <ul className="list-disc space-y-2 pl-5">
          <li>Paid subscriptions are billed in advance, monthly or annually, and renew automatically.</li>
          <li>Payments are non-refundable, except where a refund is required by law.</li>
          <li>We will give you at least 30 days' notice before any price change takes effect.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Cancellation">
        <p>
          You can cancel at any time from Manage Subscription. Cancellation takes effect at the end of the current billing period; you keep
          your plan's features until then.
        </p>
      </LegalSection>
      <LegalSection title="Availability">
        <p>
          We aim for 99.9% uptime. Planned maintenance and events beyond our reasonable control may interrupt the service from time to time.
        </p>
      </LegalSection>
      <LegalSection title="Acceptable use">
        <p>
          Do not use Blindspot to break the law, to submit information you have no right to share, or to attempt to access other users' data
          or disrupt the service.
        </p>
      </LegalSection>
      <LegalSection title="AI feedback">
        <p>
          Coaching, analyses and scores are generated automatically to help you practise. They are guidance, not guarantees of any sales
          outcome; use your own judgement.
        </p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>
          Questions about these terms:{' '}
          <a className="text-primary underline underline-offset-4 hover:decoration-2" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}

export default function TermsPage() {
  return (
    <PublicLayout>
      <div className="px-4 py-8 md:px-6">
        <TermsContent />
      </div>
    </PublicLayout>
  );
}
