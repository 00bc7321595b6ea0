import { useMemo, useState } from 'react';
import { z } from 'zod';
import {
  announcementSchema,
  audienceSchema,
  BODY_MAX,
  countMeInFixtureId,
  SUBJECT_MAX,
} from '@shared/schemas/announcements';
import { Banner } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';
import { TextAreaField, TextField } from '@/components/form-fields';
import { useConfirm } from '@/components/use-confirm';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { usePreviewAnnouncement } from '../api/preview-announcement';
import { useSendAnnouncement } from '../api/send-announcement';
import { AnnouncementPreview } from './announcement-preview';
import { CountMeInField } from './count-me-in-field';
import {
  AudienceFields,
  EMPTY_AUDIENCE,
  audienceDraftSchema,
  toAudience,
  type AudienceDraft,
} from './audience-fields';
import { useDebounced } from '@/components/use-debounced';

// The shared announcement, with the audience and the 'Count me in' fixture as the inputs hold them.
const countMeInDraft = z
  .string()
  .transform((v): number | null | undefined => (v === '' ? null : Number(v)))
  .pipe(countMeInFixtureId);
const announcementFormSchema = announcementSchema.extend({
  audience: audienceDraftSchema,
  countMeInFixtureId: countMeInDraft,
});
const BLANK = { subject: '', body: '', audience: EMPTY_AUDIENCE, countMeInFixtureId: '' };

const recipientsText = (n: number) => (n === 1 ? '1 member' : `${n.toLocaleString('en-GB')} members`);

/** Write an announcement, see who and how many will receive it and how it will look, then send it. */
export function AnnouncementForm() {
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendAnnouncement();
  const { confirm, dialog } = useConfirm();
  const { form, summary, problem, submit, error, field } = useSchemaForm(announcementFormSchema, {
    title: 'Admin: Announcements',
    fields: [
      ['subject', 'announcement-subject'],
      ['body', 'announcement-body'],
      // A missing or unknown kind is a message about the audience as a whole.
      ['audience', 'announcement-audience'],
      ['audience.kind', 'announcement-audience'],
      ['audience.fixtureId', 'announcement-fixture'],
      ['audience.house', 'announcement-house'],
      ['audience.from', 'announcement-from'],
      ['audience.to', 'announcement-to'],
      ['audience.year', 'announcement-year'],
      ['countMeInFixtureId', 'announcement-count-me-in'],
    ],
    defaultValues: BLANK,
  });

  const [subject, body, audience, countMeIn] = form.watch([
    'subject',
    'body',
    'audience',
    'countMeInFixtureId',
  ]);
  // Judged again only when a field of it changes (watch may answer a new object on each render).
  const { kind, fixtureId, house, from, to, year } = audience;
  const parsedAudience = useMemo(
    () =>
      audienceSchema.safeParse(
        toAudience({ kind: kind as AudienceDraft['kind'], fixtureId, house, from, to, year }),
      ),
    [kind, fixtureId, house, from, to, year],
  );
  const draft = useDebounced(
    useMemo(
      () =>
        parsedAudience.success
          ? {
              subject,
              body,
              audience: parsedAudience.data,
              countMeInFixtureId: countMeIn ? Number(countMeIn) : null,
            }
          : null,
      [parsedAudience, subject, body, countMeIn],
    ),
    300,
  );
  const preview = usePreviewAnnouncement(draft);

  const count = parsedAudience.success ? preview.data?.recipients : undefined;
  return (
    <>
      {dialog}
      <FocusRegion focusOn={sent} className="announcements__outcome">
        {sent && (
          <Banner kind="success" title="Announcement sent">
            {sent}
          </Banner>
        )}
      </FocusRegion>
      <SchemaForm
        label="New announcement"
        className="announcement-form"
        onSubmit={(e) => {
          setSent(null);
          return submit(async (values) => {
            // E-mails cannot be called back: the administrator says yes once more, seeing how many will go.
            const yes = await confirm({
              title: count
                ? `Send this announcement to ${recipientsText(count)}?`
                : 'Send this announcement?',
              confirmLabel: 'Yes, send it',
              body: <p>Once sent, the e-mails cannot be called back.</p>,
            });
            if (!yes) return;
            const res = await send.mutateAsync(values);
            setSent(
              `Your announcement is on its way to ${recipientsText(res.recipients)}. The history below shows how many have been delivered.`,
            );
            form.reset(BLANK);
          })(e);
        }}
        problem={problem}
        summary={summary}
        submitLabel={count ? `Send to ${recipientsText(count)}` : 'Send'}
        pending={send.isPending}
        pendingLabel="Queuing the announcement"
      >
        <TextField label="Subject" maxLength={SUBJECT_MAX} {...field('subject')} />
        <TextAreaField
          label="Message"
          hint="Plain text. Leave a blank line between paragraphs; web addresses (https://…) become links."
          rows={10}
          maxLength={BODY_MAX}
          {...field('body')}
        />
        <AudienceFields
          kind={kind}
          field={(name) => {
            const bound = field(`audience.${name}`);
            // A message about the audience as a whole shows on its kind.
            return name === 'kind' ? { ...bound, error: bound.error ?? error('audience') } : bound;
          }}
        />
        <CountMeInField field={field('countMeInFixtureId')} />
        <p className="announcement-form__count" role="status" aria-live="polite">
          {!parsedAudience.success
            ? 'Choose the audience to see how many members will receive it.'
            : preview.isError
              ? preview.error.message
              : count === undefined
                ? 'Counting the recipients…'
                : `It will be sent to ${recipientsText(count)}.`}
        </p>
      </SchemaForm>
      {preview.data && parsedAudience.success && <AnnouncementPreview preview={preview.data} />}
    </>
  );
}
