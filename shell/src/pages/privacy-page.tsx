import { PublicLayout } from '../layout/public-layout.js';
import { SUPPORT_EMAIL } from '../lib/nav.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { LegalPage, LegalSection } from './legal-page.js';

export function PrivacyContent() {
  usePageTitle('Privacy Policy');
  return (
    <LegalPage
      title="Privacy Policy"
      intro="This policy explains what information Blindspot collects when you use our AI sales coaching service, how we use it and the choices you have."
    >
      <LegalSection title="Information we collect">
        <p>
          <strong className="text-foreground">Account information:</strong> your e-mail address and a securely hashed password, and, if you
          provide them, your name and profile image.
        </p>
        <p>
          <strong className="text-foreground">Profile and onboarding details:</strong> your role, industry and years of sales experience,
          and the seller profile you choose to fill in (what you sell, to whom, your competitors and preferred methodologies).
        </p>
        <p>
          <strong className="text-foreground">Content you create:</strong> deal notes you submit for analysis, your conversations with the
          coach and with simulated buyers in the Roleplay Arena, and the feedback and scores they produce.
        </p>
        <p>
          <strong className="text-foreground">Billing information:</strong> payments are handled by our card payment provider; we keep your
          plan, its status and renewal date, never your card number.
        </p>
      </LegalSection>
      <LegalSection title="How we use your information">
        <ul className="list-disc space-y-2 pl-5">
          <li>To provide deal analyses, roleplay practice and feedback, personalised with your seller profile.</li>
          <li>To keep your saved analyses and sessions so you can return to them.</li>
          <li>To manage your subscription and enforce plan limits, such as monthly analyses on the Free plan.</li>
          <li>To keep the service secure, prevent abuse and fix problems.</li>
        </ul>
        <p>We do not sell your personal information, and we do not use your deal notes to advertise to you.</p>
      </LegalSection>
      <LegalSection title="AI processing">
        <p>
          When an AI model is configured, the text you submit for analysis or practice is sent to that model provider only to produce your
          response. Voice recordings made in the Roleplay Arena stay in your browser unless speech-to-text is enabled for your session.
        </p>
      </LegalSection>
      <LegalSection title="Storage and security">
        <p>
          Your data is stored in access-controlled databases. Passwords are hashed, sessions use short-lived tokens, and every request is
          checked so that only you can read your analyses and sessions.
        </p>
      </LegalSection>
      <LegalSection title="Your choices and rights">
        <p>
          You can edit your seller profile at any time, delete individual analyses and practice sessions, and ask us to export or delete
          your account by writing to{' '}
          <a className="text-primary underline underline-offset-4 hover:decoration-2" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </LegalSection>
      <LegalSection title="Cookies and local storage">
        <p>
          We store your sign-in session and your light or dark theme choice in your browser's local storage, and whether the sidebar is open
          in a cookie. We do not use advertising cookies.
        </p>
      </LegalSection>
      <LegalSection title="Changes to this policy">
        <p>If we change this policy we will update the date above and, for significant changes, let you know by e-mail.</p>
      </LegalSection>
    </LegalPage>
  );
}

export default function PrivacyPage() {
  return (
    <PublicLayout>
      <div className="px-4 py-8 md:px-6">
        <PrivacyContent />
      </div>
    </PublicLayout>
  );
}
