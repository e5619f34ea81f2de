import {
  AppShell,
  Box,
  Burger,
  Container,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TAccount } from '@parley/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useAccount } from '../../features/account';
import { authLinks, loginWithReturn } from '../../features/auth';
import { billingLinks, CapReachedNotice } from '../../features/billing';
import { useDemoFill, useRetailer } from '../../features/retailers';
import { retailersLinks } from '../../features/retailers';
import { useAppContext } from '../../lib/app-context';
import { PageLoader } from '../../components/PageLoader';
import { BillingNotice } from './BillingNotice';
import { DemoFillNotice } from './DemoFillNotice';
import { Breadcrumbs } from './Breadcrumbs';
import { breadcrumbs } from './breadcrumbs';
import { Logo } from './Logo';
import { adminMenu, hasUsageFees, retailerMenu } from './menus';
import { NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';

/**
 * The page's background, with the side menu's column (its colour, then its border) painted down
 * the whole page: the menu itself is fixed to the viewport, so on a page longer than the screen
 * (a full-page capture, a print) the grey of the page would otherwise show below it. The column
 * is as wide as the menu's offset, which is 0 when the menu is collapsed or on a small screen.
 */
export const SHELL_BACKGROUND = [
  'linear-gradient(to right',
  'var(--mantine-color-body) calc(var(--app-shell-navbar-offset, 0rem) - 1px)',
  'var(--app-shell-border-color) 0 var(--app-shell-navbar-offset, 0rem)',
  'var(--mantine-color-gray-0) 0)',
].join(', ');

/**
 * The retailer whose menu and plan the shell shows: a retailer user's own; for an admin, the
 * retailer of the page (not on its admin detail page), else none (the admin menu).
 */
function shellRetailerId(user: TAccount, routeRetailerId: string | undefined, pathname: string) {
  if (!user.is_admin) return user.retailer?.id ?? null;
  if (!routeRetailerId) return null;
  return pathname === retailersLinks.detail({ retailerId: routeRetailerId })
    ? null
    : routeRetailerId;
}

/**
 * The signed-in frame. `full`: side menu, billing notice, breadcrumbs. `focus` (terms and
 * onboarding): the top bar only, since every menu entry would lead straight back.
 */
export function ShellLayout({ variant }: { variant: 'full' | 'focus' }) {
  const { auth, api, queryClient } = useAppContext();
  const loggedIn = useSyncExternalStore(auth.subscribe, auth.isLoggedIn);
  const location = useLocation();
  const { retailerId: routeRetailerId } = useParams();
  const { data: user } = useAccount(loggedIn);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);

  const retailerId = user ? shellRetailerId(user, routeRetailerId, location.pathname) : null;
  const { data: retailer } = useRetailer(loggedIn ? retailerId : null);
  const { data: demoFill } = useDemoFill(loggedIn && variant === 'full' ? retailerId : null);

  useEffect(() => {
    if (retailer) auth.setTimezone(retailer.timezone_code);
  }, [auth, retailer]);

  // The page under the shell is gone once logged out; only then is the cache emptied, so that
  // nothing on screen refetches with no session.
  useEffect(() => {
    if (!loggedIn) queryClient.clear();
  }, [loggedIn, queryClient]);

  if (!loggedIn) {
    const to = auth.endReason() === 'logout' ? authLinks.login() : loginWithReturn(location);
    return <Navigate replace to={to} />;
  }
  if (!user) return <PageLoader />;

  const logout = () => {
    void api.logout();
  };
  const menu = retailerId ? (retailer ? retailerMenu(retailer, user.is_admin) : null) : adminMenu();
  const full = variant === 'full';
  // The plan pages say it themselves, beside the plans to upgrade to.
  const capReached =
    retailer?.billing_scheme?.cap_reached &&
    location.pathname !== billingLinks.plan({ retailerId: retailer.id }) &&
    location.pathname !== billingLinks.planChoice({ retailerId: retailer.id })
      ? retailer.billing_scheme
      : null;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={
        full
          ? {
              width: 250,
              breakpoint: 'sm',
              collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
            }
          : undefined
      }
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {full ? (
              <>
                <Burger
                  opened={mobileOpened}
                  onClick={toggleMobile}
                  hiddenFrom="sm"
                  size="sm"
                  aria-label="Toggle menu"
                />
                <Burger
                  opened={desktopOpened}
                  onClick={toggleDesktop}
                  visibleFrom="sm"
                  size="sm"
                  aria-label="Toggle side menu"
                  aria-expanded={desktopOpened}
                />
              </>
            ) : null}
            <Logo />
          </Group>
          <Group gap="md" wrap="nowrap">
            {full && retailer?.billing_scheme ? (
              <Box visibleFrom="sm">
                <BillingNotice retailerId={retailer.id} scheme={retailer.billing_scheme} />
              </Box>
            ) : null}
            <UserMenu
              user={user}
              planRetailerId={retailerId}
              showUsage={retailer ? hasUsageFees(retailer) : false}
              onLogout={logout}
            />
          </Group>
        </Group>
      </AppShell.Header>
      {full ? (
        <AppShell.Navbar p="sm" aria-label="Side menu" data-collapsed={!desktopOpened}>
          {retailer?.billing_scheme ? (
            <Box hiddenFrom="sm" pb="sm">
              <BillingNotice retailerId={retailer.id} scheme={retailer.billing_scheme} />
            </Box>
          ) : null}
          <AppShell.Section grow component={ScrollArea}>
            {menu ? (
              <NavMenu items={menu} onNavigate={closeMobile} />
            ) : (
              <Stack gap="xs">
                {Array.from({ length: 8 }, (_, index) => (
                  <Skeleton key={index} h={32} />
                ))}
              </Stack>
            )}
          </AppShell.Section>
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main
        style={{ background: full ? SHELL_BACKGROUND : 'var(--mantine-color-gray-0)' }}
      >
        {full ? (
          <Breadcrumbs
            crumbs={breadcrumbs(location.pathname, {
              isAdmin: user.is_admin,
              retailerName: retailer?.name,
            })}
          />
        ) : null}
        {full && demoFill?.filling ? (
          <DemoFillNotice made={demoFill.made} target={demoFill.target} />
        ) : null}
        {full && retailer && capReached ? (
          <Box mb="md">
            <CapReachedNotice retailerId={retailer.id} planName={capReached.pricing_plan.name} />
          </Box>
        ) : null}
        {full ? (
          <Outlet />
        ) : (
          <Container size="md" px={0}>
            <Outlet />
          </Container>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
