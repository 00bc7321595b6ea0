// Where a member lands from an e-mail's link: the login page arrives rendered (readable before its code, working
// once hydrated, saying why it is shown), and a member's screen asks for all of its code at once.
import { test, expect } from './support/test';
import { DEMO_MEMBER, screenshot } from './support/helpers';
import { findByEmail } from '../../src/server/modules/accounts/accounts.repository';
import type { TestInfo } from '@playwright/test';
import {
  createJourneyFixture,
  memberApi,
  runTag,
  withDb,
  type JourneyBooking,
} from './support/fixtures-support';
import { signInAs, signOut, submitLoginForm } from './support/sign-in';

test.describe('the login page', () => {
  test('arrives rendered with the reason its address gives, and signs in once hydrated', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/loginregister?why=expired&next=%2Fmyprofile')).text();
    expect(html).toMatch(/<h1>Login or Register<\/h1>/);
    expect(html).toContain('Your session has ended');
    expect(html).toContain('<script type="application/json" id="page-data">');
    expect(html).not.toContain('This site needs JavaScript');

    // Hydrated without a warning (support/test.ts fails on any), then the form signs in and returns.
    await page.goto('/loginregister?why=expired&next=%2Fmyprofile');
    await expect(page.getByText('Your session has ended')).toBeVisible();
    await submitLoginForm(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(page).toHaveURL(/\/myprofile$/);

    // The plain login page gives no reason, whatever was rendered for another address before it.
    await signOut(page);
    await page.goto('/loginregister');
    await expect(page.getByRole('heading', { level: 1, name: 'Login or Register' })).toBeVisible();
    await expect(page.getByText('Your session has ended')).toHaveCount(0);
    await expect(page.getByText('Please log in to see this page')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login page can be read, and its Login waits for the page’s code, so no password is ever sent from it', async ({
    page,
  }) => {
    await page.goto('/loginregister?next=%2Fmembersearch');
    await expect(page.getByRole('heading', { level: 1, name: 'Login or Register' })).toBeVisible();
    await expect(page.getByText('Please log in to see this page')).toBeVisible();
    await page.getByLabel('Email / UserName').fill(DEMO_MEMBER.email);
    await page.getByLabel('Password', { exact: true }).fill('never-in-the-address');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
  });
});

test.describe("a member's screen", () => {
  test('asks for all of its code at once, not one level of imports at a time', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const fixture = await createJourneyFixture(`Preload Open ${runTag(testInfo)}`, 14, 'manager@example.com');
    await signInAs(page, DEMO_MEMBER);

    // Every script answers 400 ms late, as over a slow phone's network: a request sent only once another script
    // has arrived starts a wave of its own.
    const LATENCY = 400;
    let started: number[] = [];
    await page.route('**/assets/*.js', async (route) => {
      started.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, LATENCY));
      await route.continue();
    });
    const waves = () => {
      const times = [...started].sort((a, b) => a - b);
      // A request that waited for another script can start only once that one has arrived, LATENCY or more after
      // it; a shorter gap is the machine being busy, not a wave.
      return times.filter((t, i) => i === 0 || t - times[i - 1] >= LATENCY).length;
    };

    for (const path of ['/myprofile', `/enterfixture/${fixture.id}`, '/membersearch']) {
      started = [];
      // A routed page has no HTTP cache: each screen loads all its code, as on a member's first visit.
      await page.goto(path);
      expect(started.length, path).toBeGreaterThan(1);
      expect(waves(), `${path}: requests at ${started.map((t) => t - started[0]).join(', ')} ms`).toBe(1);
    }
  });
});

/** A meeting of the journey's own, 'Rendered <what> <tag>', `daysAhead` days on, with its booking if given. */
const renderedMeeting = (testInfo: TestInfo, what: string, daysAhead: number, booking?: JourneyBooking) =>
  createJourneyFixture(
    `Rendered ${what} ${runTag(testInfo)}`,
    daysAhead,
    'manager@example.com',
    booking && { booking },
  );

test.describe("a member's screen, rendered for the signed-in member", () => {
  test('arrives drawn with the member’s own data, is hydrated without a warning or a second fetch, and works', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const fixture = await renderedMeeting(testInfo, 'Open', 21);
    // A meeting with guests and a dinner, to enter (the booking form), and one the member has entered with a
    // guest (their booking).
    const booking = {
      guestsPerMember: 2,
      dinner: { choices: ['Roast Beef', 'Salmon'], dinnerOnly: true },
      fees: { memberPence: 4500, guestPence: 6000, dinnerOnlyPence: 3250 },
    };
    const dinnerDay = await renderedMeeting(testInfo, 'Dinner', 22, booking);
    const booked = await renderedMeeting(testInfo, 'Booked', 23, booking);
    const demo = (await withDb((db) => findByEmail(db, DEMO_MEMBER.email)))!;
    await (
      await memberApi(request, { id: demo.id, email: DEMO_MEMBER.email })
    ).enter(booked.id, {
      dinner: { choice: 'Salmon', dietary: null },
      guests: [{ name: 'Jane Rendered', handicap: 12.4, dinner: { choice: 'Roast Beef', dietary: null } }],
    });
    await signInAs(page, DEMO_MEMBER);
    const api: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) api.push(new URL(r.url()).pathname);
    });

    // The first answer holds the screen, drawn for this member (the request carries the browser's cookies).
    const html = (await (await page.request.get('/myprofile')).text()).replace(/<!-- -->/g, '');
    expect(html).toMatch(/<h1>My Profile<\/h1>/);
    expect(html).toContain(`(${DEMO_MEMBER.email})`);
    expect(html).toContain('<script type="application/json" id="page-session">');
    // The booking form and the member's booking are in the first answer too.
    const enterHtml = (await (await page.request.get(`/enterfixture/${dinnerDay.id}`)).text()).replace(
      /<!-- -->/g,
      '',
    );
    expect(enterHtml).toContain('<h2>Your booking</h2>');
    expect(enterHtml).toContain('£45.00 for you');
    const bookedHtml = (await (await page.request.get(`/leavefixture/${booked.id}`)).text()).replace(
      /<!-- -->/g,
      '',
    );
    expect(bookedHtml).toContain('Jane Rendered');
    expect(bookedHtml).toContain('£45.00 for you and £60.00 for your guest: £105.00');

    // Nothing moves as the page's code takes over (the scripts arrive late, so the page is painted first): the
    // first answer already holds the side menu as this width shows it.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto('/myprofile');
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0)),
          ).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 1000);
        }),
    );
    expect(shifted).toBeLessThan(0.01);
    await page.unrouteAll();

    // Hydrated without a warning (support/test.ts fails on any) and without asking again for what it arrived with.
    for (const [path, heading, own] of [
      ['/myprofile', 'My Profile', '/api/Account/GetUser/'],
      ...[
        'membership',
        'password',
        'privacy',
        'subscriptions',
        'calendar',
        'preferences',
        'download',
        'delete',
      ].map((section) => [`/myprofile/${section}`, 'My Profile', '/api/Account/GetUser/'] as const),
      [`/enterfixture/${fixture.id}`, 'Fixture Details', `/api/Fixtures/Get/${fixture.id}`],
      [`/leavefixture/${fixture.id}`, 'Fixture Details', `/api/Fixtures/Get/${fixture.id}`],
      [`/enterfixture/${dinnerDay.id}`, 'Fixture Details', `/api/Fixtures/Get/${dinnerDay.id}`],
      [`/leavefixture/${booked.id}`, 'Fixture Details', `/api/Fixtures/Get/${booked.id}`],
      ['/membersearch', 'Member Search', '/api/members/search'],
    ] as const) {
      api.length = 0;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(
        api.filter((p) => p.startsWith(own)),
        path,
      ).toEqual([]);
    }

    // The hydrated screens answer: a search, then a sign-up.
    await page.goto('/membersearch');
    await page.getByLabel('Last Name').fill('Ashworth');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await page.goto(`/enterfixture/${fixture.id}`);
    await page.getByRole('button', { name: 'Sign Me Up' }).click();
    await expect(page.getByText('Thanks for registering')).toBeVisible();
    await screenshot(page, testInfo, 'member-screen-rendered');
  });

  test('the booking form the server drew is hydrated with the page, its code loaded first', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const dinnerDay = await renderedMeeting(testInfo, 'Form', 24, {
      guestsPerMember: 1,
      dinner: { choices: ['Roast Beef', 'Salmon'], dinnerOnly: false },
      fees: null,
    });
    await signInAs(page, DEMO_MEMBER);
    // The booking form's code (a chunk of its own, decision 0051) arrives well after the rest of the page's.
    await page.route('**/assets/enter-booking-form-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // Watched from the first byte: whether the loading line ever shows in the page, whether the form the server
    // sent is still the same element once hydrated, and whether it is React's when the page is marked ready (a part
    // left to hydrate later is still bare server HTML then, its buttons dead to a click).
    await page.addInitScript(() => {
      const seen: { loading: boolean; formHydratedWhenReady: boolean | null } = {
        loading: false,
        formHydratedWhenReady: null,
      };
      Object.assign(window, { bookingFormSeen: seen });
      const form = () => document.querySelector('form.booking-form');
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(form() ?? {}, { drawnByServer: true });
        new MutationObserver(() => {
          if (document.querySelector('#main .loading')) seen.loading = true;
        }).observe(document.getElementById('root')!, { childList: true, subtree: true });
      });
      new MutationObserver(() => {
        if (document.documentElement.dataset.app !== 'ready' || seen.formHydratedWhenReady !== null) return;
        seen.formHydratedWhenReady = Object.keys(form() ?? {}).some((key) => key.startsWith('__reactFiber$'));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
    });

    await page.goto(`/enterfixture/${dinnerDay.id}`);
    const seen = await page.evaluate(() => ({
      ...(window as unknown as { bookingFormSeen: object }).bookingFormSeen,
      sameForm: (document.querySelector('form.booking-form') as { drawnByServer?: boolean } | null)
        ?.drawnByServer,
    }));
    expect(seen).toEqual({ loading: false, formHydratedWhenReady: true, sameForm: true });
    // It answers at once: a guest is added in the page.
    await page.getByRole('button', { name: 'Add a guest' }).click();
    await expect(page.getByLabel('Name of guest 1')).toBeFocused();
  });

  test('a visitor and an ended session still go to the login page that says why and comes back', async ({
    page,
  }) => {
    await page.goto('/myprofile');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/membersearch');
    await expect(page).toHaveURL(/\/loginregister\?next=%2Fmembersearch/);
    await expect(page.getByText('Please log in to see this page')).toBeVisible();
  });
});
