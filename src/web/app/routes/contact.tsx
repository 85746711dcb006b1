import { Clock, CreditCard, FileText, Mail, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  MONEY_BACK_DAYS,
  MONTHLY_PRICE_GBP,
  PRODUCT_NAME,
  RESPONSE_TIME,
} from '../../../shared/domain/product.ts';
import { Card } from '../../components/ui/card.tsx';
import { PageContainer, PageHeading } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../features/account/api/get-profile.ts';
import { ContactCancellation } from '../../features/billing/components/contact-cancellation.tsx';
import { ContactEmail } from '../../features/site/components/contact-email.tsx';
import { formatGbp } from '../../../shared/domain/formats.ts';

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby={id}>
        <h2 id={id} className="flex items-center gap-2 text-xl font-semibold text-navy-900">
          {icon}
          {title}
        </h2>
        <div className="mt-4 space-y-3 leading-7 text-slate-700">{children}</div>
      </section>
    </Card>
  );
}

const icon = 'size-5 text-emerald-700';

export function ContactRoute() {
  const price = formatGbp(MONTHLY_PRICE_GBP);
  const { data: user, isPending } = useCurrentUser();
  return (
    <PageContainer className="max-w-3xl space-y-6">
      <PageHeading
        title="Contact us"
        lead={`We are happy to help with anything about ${PRODUCT_NAME}, your account or your subscription.`}
      />

      <Section
        id="contact-email"
        title="Get in touch"
        icon={<Mail aria-hidden="true" className={icon} />}
      >
        <p>
          E-mail <ContactEmail /> and tell us what you need. Include the e-mail address of your
          account if your question is about a subscription.
        </p>
        <p className="flex items-start gap-2">
          <Clock aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-slate-500" />
          <span>
            We reply within <strong>{RESPONSE_TIME}</strong>, Monday to Friday.
          </span>
        </p>
      </Section>

      <Section
        id="privacy"
        title="Your data and privacy"
        icon={<ShieldCheck aria-hidden="true" className={icon} />}
      >
        <p>
          We keep only what the service needs: your name, e-mail address, quiz answers and matches,
          the roles you open and the state of your subscription. We never sell your data or share it
          for advertising.
        </p>
        <p>
          A CV you screen is read to produce your report and is not used for anything else. You can
          clear your quiz data or delete your account at any time from your account settings, and we
          will erase your data when you do.
        </p>
      </Section>

      <Section
        id="subscription"
        title="Manage your subscription"
        icon={<CreditCard aria-hidden="true" className={icon} />}
      >
        {isPending ? (
          <Spinner label="Loading your account…" />
        ) : (
          <ContactCancellation user={user ?? null} />
        )}
      </Section>

      <Section
        id="legal"
        title="Legal information"
        icon={<FileText aria-hidden="true" className={icon} />}
      >
        <h3 className="flex items-center gap-2 font-semibold text-navy-900">
          <CreditCard aria-hidden="true" className="size-4 text-slate-500" /> Payment terms
        </h3>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            {PRODUCT_NAME} is a monthly subscription of{' '}
            <span className="tabular font-semibold">{price}</span>, charged in pounds sterling (GBP)
            at the start of each monthly period until you cancel.
          </li>
          <li>
            Card payments are processed securely by Stripe. We never see or store your full card
            number.
          </li>
          <li>
            You can cancel at any time. You keep access until the end of the period you have paid
            for, and you will not be charged again.
          </li>
          <li>
            {MONEY_BACK_DAYS}-day money-back guarantee: if {PRODUCT_NAME} is not for you, e-mail us
            within {MONEY_BACK_DAYS} days of your first payment for a full refund.
          </li>
        </ul>
        <h3 className="pt-2 font-semibold text-navy-900">Terms of service</h3>
        <p>
          {PRODUCT_NAME} is an educational service. Simulations, coaching and CV reports help you
          explore careers; they are not financial advice, a job offer or a guarantee of employment.
          Company facts are dated snapshots from public sources, and news inside simulations is
          simulated. Accounts are personal: please do not share your login.
        </p>
        <h3 className="pt-2 font-semibold text-navy-900">Privacy</h3>
        <p>
          We process your personal data under UK data protection law (UK GDPR) to provide the
          service you signed up for. You may ask for a copy of your data, its correction or its
          deletion by e-mailing us at the address above.
        </p>
      </Section>
    </PageContainer>
  );
}
