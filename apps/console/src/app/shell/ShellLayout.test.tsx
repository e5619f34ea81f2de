import { CAP_REACHED_TEXT, endpoints, type TBillingScheme } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  adminUser,
  billingScheme,
  RETAILER_ID,
  retailer,
  retailerUser,
} from '../../../test/fixtures';
import { renderApp, renderAppAs } from '../../../test/render-app';
import { serverPerTest } from '../../../test/server-per-test';
import { SHELL_BACKGROUND } from './ShellLayout';

const server = serverPerTest();

const R = `/retailers/${RETAILER_ID}`;
/** The notice in the top bar (the side menu repeats it for small screens). */
const headerNotice = async () =>
  within(await screen.findByRole('banner')).findByTestId('billing-notice');
const sideMenu = async () => within(await screen.findByRole('navigation', { name: 'Main menu' }));

/** A retailer user on their dashboard; with `scheme`, their store's plan is changed by it first. */
function openDashboard(scheme?: Partial<TBillingScheme>) {
  if (scheme) {
    server.retailers.set(RETAILER_ID, retailer({ billing_scheme: billingScheme(scheme) }));
  }
  return renderAppAs(server, retailerUser(), `${R}/dashboard`);
}

describe('shell', () => {
  it('gives a retailer user the retailer menu, the billing notice and breadcrumbs', async () => {
    renderAppAs(server, retailerUser(), `${R}/rules/new`);
    expect(await screen.findByRole('heading', { name: 'New Rule' })).toBeInTheDocument();
    expect(await (await sideMenu()).findByRole('link', { name: 'Ruleset' })).toHaveAttribute(
      'href',
      `${R}/rules`,
    );
    expect((await sideMenu()).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();

    const notice = await headerNotice();
    expect(notice).toHaveTextContent('60 Parleys remaining');
    expect(notice).toHaveAttribute('data-expired', 'false');
    expect(within(notice).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      `${R}/account/plan`,
    );

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Ruleset' })).toBeInTheDocument();
    expect(crumbs.getByText('New Rule')).toHaveAttribute('aria-current', 'page');
    expect(crumbs.queryByText('Retailers')).toBeNull();
  });

  it('styles an expired plan as danger with a Manage Plan link', async () => {
    openDashboard({ status: 'cancelled' });
    const notice = await headerNotice();
    expect(notice).toHaveTextContent('Plan Expired');
    expect(notice).toHaveAttribute('data-expired', 'true');
    expect(within(notice).getByRole('link', { name: 'Manage Plan' })).toBeInTheDocument();
  });

  it('says under the top bar when a cap has switched negotiation off, with Upgrade', async () => {
    openDashboard({ cap_reached: 'parley_cap_reached' });
    const notice = await screen.findByTestId('cap-reached-notice');
    expect(notice).toHaveTextContent('Your Starter Plan reached its monthly limit');
    expect(notice).toHaveTextContent(CAP_REACHED_TEXT);
    expect(within(notice).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      `${R}/account/plan/choice`,
    );
  });

  it('says nothing of caps while none is reached', async () => {
    openDashboard();
    await headerNotice();
    expect(screen.queryByTestId('cap-reached-notice')).toBeNull();
  });

  it('lists Usage in the side menu only for a plan with a usage fee', async () => {
    const { unmount } = openDashboard({ usage_fee_percentage: 2 });
    expect(await (await sideMenu()).findByRole('link', { name: 'Usage' })).toHaveAttribute(
      'href',
      `${R}/account/usage`,
    );
    unmount();

    server.retailers.set(RETAILER_ID, retailer());
    renderApp(`${R}/dashboard`);
    expect(
      await (await sideMenu()).findByRole('link', { name: 'Account & Plan' }),
    ).toBeInTheDocument();
    expect((await sideMenu()).queryByRole('link', { name: 'Usage' })).toBeNull();
  });

  it('stores the retailer timezone for dates', async () => {
    server.retailers.set(RETAILER_ID, retailer({ timezone_code: 'Asia/Tokyo' }));
    const { context } = openDashboard();
    await waitFor(() => expect(context.auth.timezone()).toBe('Asia/Tokyo'));
  });

  it('gives an admin the admin menu and no billing notice', async () => {
    renderAppAs(server, adminUser(), '/admin/dashboard');
    expect(await (await sideMenu()).findByRole('link', { name: 'Bot Tester' })).toHaveAttribute(
      'href',
      '/admin/bot-test',
    );
    expect(screen.queryAllByTestId('billing-notice')).toHaveLength(0);
  });

  it("gives an admin on a retailer's pages that retailer's menu", async () => {
    renderAppAs(server, adminUser(), `${R}/sessions`);
    expect(await (await sideMenu()).findByRole('link', { name: 'New Dashboard' })).toHaveAttribute(
      'href',
      `${R}/newdashboard`,
    );
    expect((await sideMenu()).queryByRole('link', { name: 'Bot Tester' })).toBeNull();
    expect(await headerNotice()).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(crumbs.getByRole('link', { name: 'Retailers' })).toHaveAttribute('href', '/retailers');
    expect(await crumbs.findByRole('link', { name: 'Demo Store' })).toHaveAttribute('href', R);
  });

  it('opens the side menu by default and collapses it', async () => {
    const { user } = renderAppAs(server, adminUser(), '/admin/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Toggle side menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const navbar = screen.getByLabelText('Side menu');
    expect(navbar).toHaveAttribute('data-collapsed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(navbar).toHaveAttribute('data-collapsed', 'true');
  });

  it('paints the side menu’s column down the whole page, however long', async () => {
    renderAppAs(server, adminUser(), '/admin/dashboard');
    const main = await screen.findByRole('main');
    // The menu is fixed to the viewport: the page under it carries its colour and border, as wide
    // as the menu's offset (0 when it is collapsed).
    expect(main.style.background).toBe(SHELL_BACKGROUND);
    expect(SHELL_BACKGROUND).toBe(
      'linear-gradient(to right, var(--mantine-color-body) calc(var(--app-shell-navbar-offset, 0rem) - 1px), ' +
        'var(--app-shell-border-color) 0 var(--app-shell-navbar-offset, 0rem), var(--mantine-color-gray-0) 0)',
    );
  });
});

describe('user menu', () => {
  it('offers a retailer user their details, plan and log out', async () => {
    const { user } = openDashboard({ usage_fee_percentage: 1 });
    await headerNotice();
    await user.click(screen.getByRole('button', { name: 'Dana Demo' }));
    expect(await screen.findByRole('menuitem', { name: 'Account & Plan' })).toHaveAttribute(
      'href',
      `${R}/account/plan`,
    );
    expect(screen.getByRole('menuitem', { name: 'Usage' })).toHaveAttribute(
      'href',
      `${R}/account/usage`,
    );
    expect(screen.getByRole('menuitem', { name: 'My Details' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByRole('menuitem', { name: 'Change Password' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('hides Usage without usage fees and offers admins Change Password', async () => {
    const { user } = renderAppAs(server, adminUser(), `${R}/dashboard`);
    await headerNotice();
    await user.click(screen.getByRole('button', { name: 'Ada Admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/admin/change-password',
    );
    expect(screen.queryByRole('menuitem', { name: 'Usage' })).toBeNull();
  });

  it('logs out: revokes the session, forgets it and shows the log-in screen', async () => {
    const tokens = server.signIn(retailerUser());
    const { user, context, location, leave } = renderApp(`${R}/dashboard`);
    await user.click(await screen.findByRole('button', { name: 'Dana Demo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(location()).toBe('/session/new'));
    expect(server.callsTo(endpoints.auth.logout)[0]?.body).toEqual({
      refresh_token: tokens.refresh_token,
    });
    expect(context.auth.isLoggedIn()).toBe(false);
    expect(localStorage.getItem('parley.timezone')).toBeNull();
    // Nothing of the user's data stays cached.
    await waitFor(() =>
      expect(
        context.queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.state.data !== undefined),
      ).toHaveLength(0),
    );
    await waitFor(() => expect(leave).toHaveBeenCalled());
  });

  it('sends the user to log in, with the return path, when the session ends by itself', async () => {
    const { context, location } = renderAppAs(server, retailerUser(), `${R}/dashboard?range=7d`);
    await headerNotice();
    context.auth.clear();
    await waitFor(() =>
      expect(location()).toBe(
        `/session/new?return_path=${encodeURIComponent(`${R}/dashboard`)}&return_query=range%3D7d`,
      ),
    );
  });
});

describe('the demo fill notice', () => {
  it('says how far the demo store is while it is being filled, and nothing once it is done', async () => {
    server.demoFills.set(RETAILER_ID, { filling: true, made: 1200, target: 2500 });
    openDashboard();
    expect(await screen.findByTestId('demo-fill-notice')).toHaveTextContent(
      'The demo store is still being filled with simulated negotiations: 1,200 of 2,500 made.',
    );
  });

  it('is not shown for a store that is not being filled', async () => {
    openDashboard();
    expect(await headerNotice()).toBeInTheDocument();
    await waitFor(() =>
      expect(
        server.callsTo(endpoints.retailers.findDemoFill, { retailerId: RETAILER_ID }),
      ).toHaveLength(1),
    );
    expect(screen.queryByTestId('demo-fill-notice')).toBeNull();
  });
});
