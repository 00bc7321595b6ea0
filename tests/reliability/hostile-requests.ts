import fc from 'fast-check';

/** One malformed request: a method, a path and a raw body with its content type. */
export interface HostileRequest {
  method: string;
  path: string;
  body?: string | Buffer;
  contentType?: string;
}

const idValues = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '99999999999999999999',
    '1e309',
    'NaN',
    'abc',
    '1;DROP TABLE members',
    "1' OR '1'='1",
  ),
  fc.constantFrom(
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '%E0%A4%A',
    '<script>alert(1)</script>',
    '%2e%2e%2f',
    '😀',
  ),
  fc.integer({ min: -1e6, max: 1e12 }).map(String),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
);

const hostileString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE members; --',
    '<script>alert("x")</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '\u0000',
    // Control characters anywhere in a text: refused with 400, never a 500 from a search index.
    'ab\u0000',
    'x\u001b[31mred',
    '\u007f\u0008',
    '𝕏'.repeat(100),
    'a'.repeat(100_000),
  ),
);

const fieldNames = [
  'email',
  'password',
  'confirmPassword',
  'username',
  'id',
  'userId',
  'fixtureId',
  'year',
  'event',
  'description',
  'firstName',
  'lastName',
  'mobileNumber',
  'yearLeft',
  'house',
  'handicap',
  'title',
  'token',
  'isApproved',
  'startDate',
  'endDate',
  'managerEmailAddresses',
  'canRegister',
  'oldPassword',
  'newPassword',
  'currentPassword',
  'emailAddress',
  // Keeping members informed.
  'subject',
  'body',
  'audience',
  'announcements',
  'reminders',
  'List-Unsubscribe',
  // Money: payments, undo, imports.
  'memberId',
  'amountPence',
  'paidOn',
  'method',
  'note',
  'lines',
  'lineId',
  // Search terms and free text.
  'search',
  'club',
  'county',
  'homeClub',
  'comments',
  // Results from the cards.
  'courseId',
  'tees',
  'scoring',
  'memberId',
  'guestName',
  'handicapIndex',
  'holes',
  'meeting',
  'points',
  'bestOf',
  'minEvents',
  'paidUpOnly',
  'name',
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

const hostileObject = fc
  .uniqueArray(fc.constantFrom(...fieldNames), { maxLength: 8 })
  .chain((keys) =>
    fc
      .tuple(...keys.map(() => hostileValue))
      .map((vals) => Object.fromEntries(keys.map((k, i) => [k, vals[i]]))),
  );

const deepJson = fc.integer({ min: 100, max: 5000 }).map((n) => '['.repeat(n) + ']'.repeat(n));

/** Tees, a fixture's scoring and a card, nested as the results routes take them, with hostile values inside. */
const hostileNumbers = fc.array(fc.oneof(fc.integer({ min: -5, max: 25 }), fc.constant(null), hostileValue), {
  maxLength: 20,
});
const hostileResults = fc.record(
  {
    fixtureId: hostileValue,
    courseId: fc.oneof(fc.integer({ min: 1, max: 3 }), hostileValue),
    tees: fc.array(
      fc.record({
        name: hostileString,
        par: hostileNumbers,
        strokeIndex: hostileNumbers,
        courseRating: fc.oneof(fc.double(), hostileValue),
        slope: fc.oneof(fc.integer(), hostileValue),
      }),
      { maxLength: 3 },
    ),
    scoring: fc.record({
      courseId: hostileValue,
      tee: hostileString,
      format: fc.constantFrom('stableford', 'medal', 'matchplay', ''),
      allowancePercent: fc.oneof(fc.double(), hostileValue),
      prizes: fc.array(
        fc.record({
          event: hostileString,
          eligible: fc.record({
            kind: fc.constantFrom('all', 'handicap', 'leftSchoolBy', 'guests', '__proto__'),
            from: hostileValue,
            to: hostileValue,
            year: hostileValue,
          }),
          places: hostileValue,
        }),
        { maxLength: 3 },
      ),
      onePrizeEach: hostileValue,
    }),
    memberId: hostileValue,
    guestName: hostileString,
    handicapIndex: fc.oneof(fc.double(), hostileValue),
    holes: hostileNumbers,
    meeting: fc.oneof(fc.constantFrom('Spring Meetings', '1', 'Summer'), hostileValue),
    points: hostileNumbers,
  },
  { requiredKeys: [] },
);

/** Announcements' nested audience, with every kind and hostile values in each field. */
const hostileAudience = fc.record(
  {
    subject: hostileString,
    body: hostileString,
    audience: fc.record(
      {
        kind: fc.constantFrom('all', 'fixture', 'house', 'yearsLeft', 'unpaid', 'owing', '__proto__', ''),
        fixtureId: hostileValue,
        house: hostileString,
        from: fc.oneof(fc.integer(), hostileValue),
        to: fc.oneof(fc.integer(), hostileValue),
        year: fc.oneof(fc.integer(), hostileValue),
      },
      { requiredKeys: ['kind'] },
    ),
  },
  { requiredKeys: [] },
);

/** A booking's guests and dinners (enter, change a booking), with hostile values in each field. */
export const hostileBooking = fc.record(
  {
    fixtureId: fc.oneof(fc.integer({ min: 1, max: 3 }), hostileValue),
    userId: fc.oneof(fc.integer({ min: 1, max: 5 }), hostileValue),
    guests: fc.oneof(
      fc.array(
        fc.record(
          {
            name: hostileString,
            handicap: fc.oneof(fc.double(), hostileValue),
            dinner: fc.oneof(fc.record({ choice: hostileValue, dietary: hostileString }), hostileValue),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 5 },
      ),
      hostileValue,
    ),
    dinner: fc.oneof(fc.record({ choice: hostileString, dietary: hostileValue }), hostileValue),
    dinnerOnly: hostileValue,
    confirmBookingChanges: hostileValue,
  },
  { requiredKeys: [] },
);

/** The treasurer's payments and imports (DESIGN.md 'Money'), with hostile values in each field. */
export const hostileMoney = fc.record(
  {
    id: fc.oneof(fc.integer({ min: 1, max: 3 }), hostileValue),
    memberId: fc.oneof(fc.integer({ min: 1, max: 5 }), hostileValue),
    amountPence: fc.oneof(
      fc.constantFrom(0, -1, 1, 12.5, 1e15, Number.MAX_SAFE_INTEGER + 2, -0),
      fc.double(),
      hostileValue,
    ),
    paidOn: fc.oneof(fc.constantFrom('2026-02-30', '0000-00-00', '2026-04-01T00:00:00Z'), hostileString),
    method: fc.oneof(fc.constantFrom('cash', 'card', 'CASH'), hostileValue),
    note: hostileValue,
    lines: fc.oneof(
      fc.array(
        fc.record(
          {
            lineId: fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), hostileValue),
            memberId: fc.oneof(fc.integer({ min: 1, max: 5 }), hostileValue),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 5 },
      ),
      hostileValue,
    ),
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  hostileObject.map((o) => ({ body: JSON.stringify(o), contentType: 'application/json' })),
  hostileAudience.map((o) => ({ body: JSON.stringify(o), contentType: 'application/json' })),
  hostileBooking.map((o) => ({ body: JSON.stringify(o), contentType: 'application/json' })),
  hostileMoney.map((o) => ({ body: JSON.stringify(o), contentType: 'application/json' })),
  fc
    .constantFrom('List-Unsubscribe=One-Click', 'token=%00&List-Unsubscribe=One-Click', '%%%', 'a=b&a=c')
    .map((b) => ({ body: b, contentType: 'application/x-www-form-urlencoded' })),
  fc
    .jsonValue({ maxDepth: 3 })
    .map((v) => ({ body: JSON.stringify(v) ?? 'null', contentType: 'application/json' })),
  fc
    .constantFrom(
      '{',
      '{"a":',
      'null',
      '[]',
      '"str"',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{}}}',
    )
    .map((b) => ({ body: b, contentType: 'application/json' })),
  deepJson.map((b) => ({ body: b, contentType: 'application/json' })),
  fc.constant({
    body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    contentType: 'application/json',
  }),
  fc.constant({ body: 'x'.repeat(1_200_000), contentType: 'application/json' }),
  fc.string({ maxLength: 100 }).map((b) => ({ body: b, contentType: 'text/plain' })),
  hostileResults.map((o) => ({ body: JSON.stringify(o), contentType: 'application/json' })),
  fc.constant({
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.pdf"\r\n\r\nnot a pdf\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  }),
  fc.constant({ body: 'broken multipart', contentType: 'multipart/form-data' }),
);

/** Builds requests against the given routes: every path parameter and body field is hostile. */
export function hostileRequests(routes: { method: string; url: string }[]): fc.Arbitrary<HostileRequest> {
  return fc.constantFrom(...routes).chain((route) =>
    fc
      .record({
        params: fc.array(idValues, { minLength: 5, maxLength: 5 }),
        query: fc.option(
          fc.dictionary(
            fc.constantFrom(...fieldNames, 'page'),
            hostileString.map((s) => s.slice(0, 200)),
            { maxKeys: 4 },
          ),
        ),
        body: fc.option(body, { freq: 4 }),
      })
      .map(({ params, query, body: b }) => {
        let i = 0;
        let path = route.url
          .replace(/:[A-Za-z]+/g, () => params[i++ % params.length])
          .replace('*', params[4]);
        if (query) path += `?${new URLSearchParams(query as Record<string, string>).toString()}`;
        const withBody = route.method !== 'GET' && route.method !== 'DELETE' && b;
        return {
          method: route.method,
          path,
          body: withBody ? b.body : undefined,
          contentType: withBody ? b.contentType : undefined,
        };
      }),
  );
}
