import { useMemo, useRef, useState, type FormEvent } from 'react';
import { announcementSchema, audienceSchema, BODY_MAX, SUBJECT_MAX } from '@shared/schemas/announcements';
import { Banner } from '@/components/banner';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import { TextAreaField, TextField } from '@/components/form-fields';
import { Spinner } from '@/components/spinner';
import { useFocusWhen } from '@/components/use-focus-when';
import { usePreviewAnnouncement } from '../api/preview-announcement';
import { useSendAnnouncement } from '../api/send-announcement';
import { AnnouncementPreview } from './announcement-preview';
import { AudienceFields, EMPTY_AUDIENCE, toAudience, type AudienceDraft } from './audience-fields';
import { useDebounced } from './use-debounced';

const FIELD_IDS: Record<string, string> = {
  subject: 'announcement-subject',
  body: 'announcement-body',
  kind: 'announcement-audience',
  fixtureId: 'announcement-fixture',
  house: 'announcement-house',
  from: 'announcement-from',
  to: 'announcement-to',
  year: 'announcement-year',
};

const recipientsText = (n: number) => (n === 1 ? '1 member' : `${n.toLocaleString('en-GB')} members`);

/** Write an announcement, see who and how many will receive it and how it will look, then send it. */
export function AnnouncementForm() {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState<AudienceDraft>(EMPTY_AUDIENCE);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const send = useSendAnnouncement();
  useFocusWhen(outcomeRef, outcome);

  const parsedAudience = useMemo(() => audienceSchema.safeParse(toAudience(audience)), [audience]);
  const draft = useDebounced(
    useMemo(
      () => (parsedAudience.success ? { subject, body, audience: parsedAudience.data } : null),
      [parsedAudience, subject, body],
    ),
    300,
  );
  const preview = usePreviewAnnouncement(draft);

  const fieldError = (name: string) => errors.find((e) => e.fieldId === (FIELD_IDS[name] ?? name))?.message;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const parsed = announcementSchema.safeParse({ subject, body, audience: toAudience(audience) });
    if (!parsed.success) {
      setErrors(
        parsed.error.issues.map((i) => {
          const key = String(i.path[i.path.length - 1] ?? 'kind');
          return { fieldId: FIELD_IDS[key] ?? FIELD_IDS.kind, message: i.message };
        }),
      );
      setAttempt((a) => a + 1);
      return;
    }
    setErrors([]);
    send.mutate(parsed.data, {
      onSuccess: (res) => {
        setOutcome({
          kind: 'success',
          text: `Your announcement is on its way to ${recipientsText(res.recipients)}. The history below shows how many have been delivered.`,
        });
        setSubject('');
        setBody('');
        setAudience(EMPTY_AUDIENCE);
      },
      onError: (err) => setOutcome({ kind: 'error', text: err.message }),
    });
  };

  const count = parsedAudience.success ? preview.data?.recipients : undefined;
  return (
    <>
      <div ref={outcomeRef} tabIndex={-1} className="announcements__outcome">
        {outcome && (
          <Banner kind={outcome.kind} title={outcome.kind === 'error' ? 'Oops!' : 'Announcement sent'}>
            {outcome.text}
          </Banner>
        )}
      </div>
      <form className="form announcement-form" onSubmit={submit} noValidate aria-label="New announcement">
        <ErrorSummary key={attempt} errors={errors} />
        <TextField
          id="announcement-subject"
          label="Subject"
          maxLength={SUBJECT_MAX}
          value={subject}
          error={fieldError('subject')}
          onChange={(e) => setSubject(e.target.value)}
        />
        <TextAreaField
          id="announcement-body"
          label="Message"
          hint="Plain text. Leave a blank line between paragraphs; web addresses (https://…) become links."
          rows={10}
          maxLength={BODY_MAX}
          value={body}
          error={fieldError('body')}
          onChange={(e) => setBody(e.target.value)}
        />
        <AudienceFields
          value={audience}
          onChange={setAudience}
          errors={{
            kind: fieldError('kind'),
            fixtureId: fieldError('fixtureId'),
            house: fieldError('house'),
            from: fieldError('from'),
            to: fieldError('to'),
            year: fieldError('year'),
          }}
        />
        <p className="announcement-form__count" role="status" aria-live="polite">
          {!parsedAudience.success
            ? 'Choose the audience to see how many members will receive it.'
            : preview.isError
              ? preview.error.message
              : count === undefined
                ? 'Counting the recipients…'
                : `It will be sent to ${recipientsText(count)}.`}
        </p>
        <div className="button-group">
          <button type="submit" className="button" disabled={send.isPending}>
            {count ? `Send to ${recipientsText(count)}` : 'Send'}
          </button>
          <Spinner active={send.isPending} label="Queuing the announcement" />
        </div>
      </form>
      {preview.data && parsedAudience.success && <AnnouncementPreview preview={preview.data} />}
    </>
  );
}
