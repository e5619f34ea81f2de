import {
  MSG,
  RETAILER_FEATURES,
  RETAILER_FEATURE_INFO,
  endpoints,
  type TRetailerFeature,
} from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, RETAILER_ID } from '../../../../../test/fixtures';
import { json } from '../../../../../test/fake-server';
import { renderApp } from '../../../../../test/render-app';
import { serveRetailerAdmin } from '../fake-retailer-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({
  account: adminUser,
  screens: [() => import('./RetailerDetailRoute')],
});

const DETAIL = `/retailers/${RETAILER_ID}`;
const params = { retailerId: RETAILER_ID };
const { retailers } = endpoints;
const featuresCard = () => screen.findByRole('region', { name: 'Features' });
/** A feature's switch: Mantine names it by its label and description together. */
const featureSwitch = (card: HTMLElement, feature: TRetailerFeature) => {
  const { name, description } = RETAILER_FEATURE_INFO[feature];
  return within(card).getByRole('switch', { name: `${name} ${description}` });
};
const changesList = (card: HTMLElement) =>
  within(card).getByRole('list', { name: 'Latest feature changes' });

describe('Retailer detail: Features', () => {
  it('has a switch per retailer feature, with its name and description, set as the retailer has them', async () => {
    serveRetailerAdmin(server, { available_features: ['user_cohorts', 'reasons_editing'] });
    renderApp(DETAIL);
    const card = await featuresCard();
    const switches = within(card).getAllByRole('switch');
    expect(switches).toHaveLength(RETAILER_FEATURES.length);
    for (const feature of RETAILER_FEATURES) {
      const toggle = featureSwitch(card, feature);
      expect(within(card).getByText(RETAILER_FEATURE_INFO[feature].name)).toBeInTheDocument();
      expect(
        within(card).getByText(RETAILER_FEATURE_INFO[feature].description),
      ).toBeInTheDocument();
      if (feature === 'user_cohorts' || feature === 'reasons_editing') {
        expect(toggle).toBeChecked();
      } else {
        expect(toggle).not.toBeChecked();
      }
    }
  });

  it('switches a feature on with the whole list, says Saved and shows the change', async () => {
    serveRetailerAdmin(server, { available_features: ['user_cohorts'] });
    const { user } = renderApp(DETAIL);
    const card = await featuresCard();
    expect(await within(card).findByText('No feature has been switched yet.')).toBeInTheDocument();

    const toggle = featureSwitch(card, 'reasons_editing');
    await user.click(toggle);
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(server.callsTo(retailers.updateRetailerFeatures, params)[0]?.body).toEqual({
      available_features: ['user_cohorts', 'reasons_editing'],
    });
    await waitFor(() => expect(toggle).toBeChecked());
    // The change is read again and listed: who and when, as the console writes dates.
    const list = await waitFor(() => changesList(card));
    expect(list).toHaveTextContent(
      'Brand statements switched on by admin@parley.local, 07/06/2025 08:09 AM',
    );
    expect(server.callsTo(retailers.findRetailerFeatureChanges, params).length).toBeGreaterThan(1);
  });

  it('switches a feature off', async () => {
    serveRetailerAdmin(server, { available_features: ['user_cohorts', 'chat_export'] });
    const { user } = renderApp(DETAIL);
    const card = await featuresCard();
    await user.click(featureSwitch(card, 'user_cohorts'));
    await waitFor(() =>
      expect(server.callsTo(retailers.updateRetailerFeatures, params)[0]?.body).toEqual({
        available_features: ['chat_export'],
      }),
    );
    await waitFor(() =>
      expect(changesList(card)).toHaveTextContent(
        'User cohorts switched off by admin@parley.local',
      ),
    );
  });

  it('lists the latest changes, newest first', async () => {
    serveRetailerAdmin(
      server,
      {},
      {
        changes: [
          {
            feature: 'chat_export',
            enabled: false,
            changed_by: 'ada@parley.local',
            changed_at: '2025-05-02T13:30:00.000Z',
          },
          {
            feature: 'chat_export',
            enabled: true,
            changed_by: 'bob@parley.local',
            changed_at: '2025-05-01T09:00:00.000Z',
          },
        ],
      },
    );
    renderApp(DETAIL);
    const card = await featuresCard();
    const items = await waitFor(() => within(changesList(card)).getAllByRole('listitem'));
    expect(items.map((item) => item.textContent)).toEqual([
      'Chat export switched off by ada@parley.local, 02/05/2025 01:30 PM',
      'Chat export switched on by bob@parley.local, 01/05/2025 09:00 AM',
    ]);
  });

  it("shows the server's message when a switch is refused", async () => {
    serveRetailerAdmin(server);
    server.on(retailers.updateRetailerFeatures, () =>
      json(403, { errorMessage: 'Only administrators can switch features.' }),
    );
    const { user } = renderApp(DETAIL);
    const card = await featuresCard();
    const toggle = featureSwitch(card, 'chat_export');
    await user.click(toggle);
    expect(await screen.findByText('Only administrators can switch features.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });
});
