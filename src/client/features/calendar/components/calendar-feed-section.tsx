import { useState } from 'react';
import { Banner, type Notice } from '@/components/banner';
import { CopyField, useCopyField } from '@/components/copy-field';
import { QueryView } from '@/components/query-view';
import { ActionButton } from '@/components/action-button';
import { useConfirm } from '@/components/use-confirm';
import { FocusRegion } from '@/components/focus-region';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed';
import { CalendarInstructions } from './calendar-instructions';
import '../calendar.css';

/** My Profile, Calendar: the member's own feed address, Copy, instructions, and 'Make a new address'. */
export function CalendarFeedSection() {
  return (
    <QueryView query={useCalendarFeed()} failed="Sorry, your calendar address could not be loaded">
      {(feed) => <CalendarFeed url={feed.url} />}
    </QueryView>
  );
}

function CalendarFeed({ url }: { url: string }) {
  const rotate = useRotateCalendarFeed();
  const { confirm, dialog } = useConfirm();
  const copying = useCopyField(url, {
    copied: 'Address copied. Now paste it into your calendar program.',
    failed: 'The address could not be copied: select it and copy it yourself.',
  });
  const { notice, setNotice } = copying;
  // The outcome of 'Make a new address' shows under its button, where the member is looking (the page is long on a
  // phone), and takes the focus so a screen reader reads it too.
  const [newNotice, setNewNotice] = useState<Notice | null>(null);

  // The old address stops working at once (a calendar that follows it goes quiet): asked first.
  const makeNew = async () => {
    const yes = await confirm({
      title: 'Make a new calendar address?',
      body: (
        <p>
          Your present address stops working at once: any calendar that uses it will no longer show your
          fixtures until you give it the new address.
        </p>
      ),
      confirmLabel: 'Yes, make a new address',
    });
    if (!yes) return;
    setNotice(null);
    setNewNotice(null);
    rotate.mutate(undefined, {
      onSuccess: () =>
        setNewNotice({
          kind: 'success',
          children:
            'Here is your new address, in \u2018Your calendar address\u2019 above. The old one no longer works: give the new one to your calendar.',
        }),
      onError: (err) => setNewNotice({ kind: 'error', children: err.message }),
    });
  };

  return (
    <div className="calendar-feed">
      <p>
        Your own calendar of the fixtures you are playing in. Add this address to your calendar program once;
        it keeps itself up to date when you sign up, withdraw or a fixture changes. Keep it to yourself:
        anyone with the address can see your fixtures.
      </p>
      <FocusRegion focusOn={notice?.kind === 'error' ? notice : null} className="calendar-feed__notice">
        {notice && <Banner {...notice} />}
      </FocusRegion>
      <CopyField
        copying={copying}
        id="calendar-feed-url"
        label="Your calendar address"
        className="calendar-feed__url"
        buttonLabel="Copy"
        onCopy={() => setNewNotice(null)}
      />
      <CalendarInstructions />
      <h3>Make a new address</h3>
      <p>
        If someone else has your address, make a new one. The old address stops working at once, so you will
        need to add the new one to your calendar.
      </p>
      <ActionButton
        onClick={() => void makeNew()}
        pending={rotate.isPending}
        pendingLabel="Making a new address"
        secondary
      >
        Make a new address
      </ActionButton>
      <FocusRegion focusOn={newNotice} className="calendar-feed__notice">
        {newNotice && <Banner {...newNotice} />}
      </FocusRegion>
      {dialog}
    </div>
  );
}
