/** Short instructions for the three calendar programs members use. */
export function CalendarInstructions() {
  return (
    <div className="calendar-feed__help">
      <h3>Google Calendar</h3>
      <p>
        On a computer, open Google Calendar. Beside <strong>Other calendars</strong> choose <strong>+</strong>
        , then <strong>From URL</strong>. Paste the address and choose <strong>Add calendar</strong>. It
        appears on your phone too.
      </p>
      <h3>Apple Calendar (iPhone, iPad, Mac)</h3>
      <p>
        On an iPhone or iPad: <strong>Settings</strong>, <strong>Calendar</strong>, <strong>Accounts</strong>,{' '}
        <strong>Add Account</strong>, <strong>Other</strong>, <strong>Add Subscribed Calendar</strong>, then
        paste the address. On a Mac: in Calendar choose <strong>File</strong>,{' '}
        <strong>New Calendar Subscription</strong>.
      </p>
      <h3>Outlook</h3>
      <p>
        In Outlook on the web or the new Outlook: <strong>Add calendar</strong>,{' '}
        <strong>Subscribe from web</strong>, paste the address, give it a name and choose{' '}
        <strong>Import</strong>.
      </p>
    </div>
  );
}
