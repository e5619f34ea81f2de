import { endpoints, type TBannerType } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { RETAILER_ID, adminUser, retailer, retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import {
  RULES_PATH,
  answerBannerUpdates,
  FakeRules,
  ruleFixture,
  ruleListServer,
} from './fake-rules';
import { expectRedNotification } from './list-queries';

const server = ruleListServer();

beforeEach(() => {
  new FakeRules(server, [ruleFixture({ name: 'Summer sale', active: true })]);
  answerBannerUpdates(server);
});

const bannerSaves = () =>
  server
    .callsTo(endpoints.retailers.updateRetailer, { retailerId: RETAILER_ID })
    .map((call) => (call.body as { admin_site_banner_type: TBannerType }).admin_site_banner_type);

function visitAs(type: TBannerType, user = retailerUser(), path = RULES_PATH) {
  server.retailers.set(RETAILER_ID, retailer({ admin_site_banner_type: type }));
  server.signIn(user);
  return renderApp(path);
}

const TRAINING_OFFER =
  /free one-to-one training call with our team, on offer for the next 48 hours/;

describe('Rules-page banners', () => {
  it('welcomes, then Continue saves initial_book_call and at once persistent_book_call', async () => {
    const { user } = visitAs('welcome');
    expect(await screen.findByText('Welcome to Parley!')).toBeInTheDocument();
    expect(bannerSaves()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Book your free training call')).toBeInTheDocument();
    expect(screen.getByText(TRAINING_OFFER)).toBeInTheDocument();
    expect(screen.queryByText('Welcome to Parley!')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(bannerSaves()).toEqual(['initial_book_call', 'persistent_book_call']),
    );
    expect(server.retailers.get(RETAILER_ID)?.admin_site_banner_type).toBe('persistent_book_call');
    // This visit still offers the call, though the state has moved on for the next one.
    expect(screen.getByText('Book your free training call')).toBeInTheDocument();
  });

  it('offers the training call when reached, and saves persistent_book_call at once', async () => {
    const { user } = visitAs('initial_book_call');
    expect(await screen.findByText('Book your free training call')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await waitFor(() => expect(bannerSaves()).toEqual(['persistent_book_call']));
    await user.click(screen.getByRole('button', { name: 'Not Now' }));
    expect(screen.queryByText('Book your free training call')).not.toBeInTheDocument();
    expect(screen.getByText('No problem')).toBeInTheDocument();
    expect(
      screen.getByText(/still on offer for the next 48 hours, whenever suits you/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not Now' })).not.toBeInTheDocument();
    expect(bannerSaves()).toEqual(['persistent_book_call']);
  });

  it('shows the help banners for good once the state is persistent_book_call', async () => {
    visitAs('persistent_book_call');
    expect(await screen.findByText('Need a hand?')).toBeInTheDocument();
    expect(
      screen.getByText(
        /available Monday to Friday, 9am to 6pm GMT and aims to answer within 8 hours/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByRole('link', { name: 'Book a Call' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome to Parley!')).not.toBeInTheDocument();
    expect(screen.queryByText('Book your free training call')).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'Summer sale' });
    expect(bannerSaves()).toEqual([]);
  });

  it("shows the server's message and keeps the welcome when Continue is refused", async () => {
    server.on(endpoints.retailers.updateRetailer, () =>
      json(422, { errorMessage: 'Try again later.' }),
    );
    const { user } = visitAs('welcome');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await expectRedNotification('Try again later.');
    expect(screen.getByText('Welcome to Parley!')).toBeInTheDocument();
    expect(screen.queryByText('Book your free training call')).not.toBeInTheDocument();
  });

  it("lets an administrator click through without moving the retailer's banner state", async () => {
    const { user } = visitAs('welcome', adminUser());
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Book your free training call')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not Now' }));
    expect(screen.getByText('No problem')).toBeInTheDocument();
    expect(bannerSaves()).toEqual([]);
    expect(server.retailers.get(RETAILER_ID)?.admin_site_banner_type).toBe('welcome');
  });

  it('leaves initial_book_call as it is when an administrator looks', async () => {
    visitAs('initial_book_call', adminUser());
    expect(await screen.findByText('Book your free training call')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Summer sale' });
    expect(bannerSaves()).toEqual([]);
  });

  it('shows no banner on the archive', async () => {
    visitAs('welcome', retailerUser(), `/retailers/${RETAILER_ID}/archive`);
    expect(await screen.findByText('Currently there are no archived Rules.')).toBeInTheDocument();
    expect(screen.queryByText('Welcome to Parley!')).not.toBeInTheDocument();
  });
});
