import { Banner } from '@/components/banner';
import { CopyField, useCopyField } from '@/components/copy-field';
import { FocusRegion } from '@/components/focus-region';
import { LongWords } from '@/components/long-words';
import { siteInfo } from '@/lib/site-info';
import { paymentDetailLines } from '../lib/statement-words';

/** The member's payment reference, large and copyable, and the society's bank details (PAYMENT_DETAILS). */
export function HowToPay({
  reference,
  paymentDetails,
}: {
  reference: string;
  paymentDetails: string | null;
}) {
  const details = paymentDetailLines(paymentDetails);

  const copying = useCopyField(reference, {
    copied: 'Reference copied. Paste it into the reference of your payment.',
    failed: 'The reference could not be copied: please type it in yourself.',
  });
  const { notice } = copying;

  return (
    <div className="my-account__pay">
      <h3>How to pay</h3>
      <p>
        Pay the society by bank transfer. Give your payment reference as the reference of the payment, so that
        the treasurer can see it is from you.
      </p>
      <CopyField
        copying={copying}
        id="my-account-reference"
        label="Your payment reference"
        className="my-account__reference"
        buttonLabel="Copy reference"
        secondary
      />
      <FocusRegion focusOn={notice?.kind === 'error' ? notice : null} className="my-account__notice">
        {notice && <Banner {...notice} />}
      </FocusRegion>
      {details.length > 0 ? (
        <>
          <p className="my-account__bank-heading">The society’s bank account</p>
          <p className="my-account__bank">
            {details.map((line, i) => (
              <span key={i} className="my-account__bank-line">
                <LongWords text={line} />
              </span>
            ))}
          </p>
        </>
      ) : (
        <p>
          For the society’s bank details, please write to{' '}
          <a href={`mailto:${siteInfo.contactEmail}`}>{siteInfo.contactEmail}</a>.
        </p>
      )}
    </div>
  );
}
