import { useRef, useState } from 'react';
import { Banner, type Notice } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';
import { TextField } from '@/components/form-fields';
import { LongWords } from '@/components/long-words';
import { copyText } from '@/lib/copy-text';
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
  const fieldRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const details = paymentDetailLines(paymentDetails);

  const copy = async () => {
    const ok = await copyText(reference, fieldRef.current);
    setNotice(
      ok
        ? { kind: 'success', children: 'Reference copied. Paste it into the reference of your payment.' }
        : { kind: 'error', children: 'The reference could not be copied: please type it in yourself.' },
    );
  };

  return (
    <div className="my-account__pay">
      <h3>How to pay</h3>
      <p>
        Pay the society by bank transfer. Give your payment reference as the reference of the payment, so that
        the treasurer can see it is from you.
      </p>
      <TextField
        ref={fieldRef}
        id="my-account-reference"
        label="Your payment reference"
        readOnly
        value={reference}
        className="my-account__reference"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="button-group">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy reference
        </button>
      </div>
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
