import { PRODUCT_TERM_PLURAL, type TRetailer } from '@parley/contract';
import {
  IconArchive,
  IconBinaryTree,
  IconBook2,
  IconBuildingStore,
  IconCategory,
  IconChartBar,
  IconCreditCard,
  IconFlask,
  IconFlaskOff,
  IconGift,
  IconLayoutDashboard,
  IconLink,
  IconListDetails,
  IconMessageSearch,
  IconMessages,
  IconPackage,
  IconPalette,
  IconReceipt,
  IconRobot,
  IconSettings,
  IconTarget,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { billingLinks } from '../../features/billing';
import { botTestLinks } from '../../features/bot-test';
import { campaignsLinks } from '../../features/campaigns';
import { catalogueLinks } from '../../features/catalogue';
import { dashboardLinks } from '../../features/dashboard';
import { experimentsLinks } from '../../features/experiments';
import { newDashboardLinks } from '../../features/newdashboard';
import { reasonsLinks } from '../../features/reasons';
import { retailersLinks } from '../../features/retailers';
import { rulesLinks } from '../../features/rules';
import { searchLinks } from '../../features/search';
import { sessionsLinks } from '../../features/sessions';
import { settingsLinks } from '../../features/settings';
import { themesLinks } from '../../features/themes';

export interface MenuItem {
  label: string;
  to: string;
  icon: Icon;
}

/** The retailer menu with every gate of part 1 §2 Menus. */
export function retailerMenu(retailer: TRetailer, viewerIsAdmin: boolean): MenuItem[] {
  const params = { retailerId: retailer.id };
  const limitedData = retailer.available_features.includes('limited_data');
  const shopify = retailer.store.platform === 'shopify';
  const items: (MenuItem | false)[] = [
    { label: 'Dashboard', to: dashboardLinks.retailer(params), icon: IconLayoutDashboard },
    {
      label: limitedData ? 'Retargeting' : PRODUCT_TERM_PLURAL,
      to: sessionsLinks.list(params),
      icon: IconMessages,
    },
    { label: 'Ruleset', to: rulesLinks.list(params), icon: IconListDetails },
    { label: 'Rules Archive', to: rulesLinks.archive(params), icon: IconArchive },
    { label: 'Magic Links', to: campaignsLinks.list(params), icon: IconLink },
    { label: 'Store Settings', to: settingsLinks.store(params), icon: IconSettings },
    // A retailer's reasons are its brand statements, which reasons_editing gates.
    retailer.available_features.includes('reasons_editing') && {
      label: 'Reasons',
      to: reasonsLinks.list(params),
      icon: IconBook2,
    },
    !shopify && {
      label: 'Individual Products',
      to: catalogueLinks.products.list(params),
      icon: IconPackage,
    },
    !shopify && {
      label: 'Product Categories',
      to: catalogueLinks.productCategories.list(params),
      icon: IconCategory,
    },
    retailer.available_features.includes('user_cohorts') && {
      label: 'User Cohorts',
      to: catalogueLinks.cohorts.list(params),
      icon: IconUsersGroup,
    },
    { label: 'Gift With Purchase', to: catalogueLinks.addonItems.list(params), icon: IconGift },
    viewerIsAdmin && {
      label: 'New Dashboard',
      to: newDashboardLinks.retailer(params),
      icon: IconChartBar,
    },
    { label: 'Account & Plan', to: billingLinks.plan(params), icon: IconCreditCard },
    hasUsageFees(retailer) && { label: 'Usage', to: billingLinks.usage(params), icon: IconReceipt },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

export const hasUsageFees = (retailer: TRetailer) =>
  (retailer.billing_scheme?.usage_fee_percentage ?? 0) > 0;

export function adminMenu(): MenuItem[] {
  return [
    { label: 'Admin Dashboard', to: dashboardLinks.admin(), icon: IconLayoutDashboard },
    { label: 'Reasons global', to: reasonsLinks.admin(), icon: IconBook2 },
    { label: 'Retailers', to: retailersLinks.list(), icon: IconBuildingStore },
    {
      label: PRODUCT_TERM_PLURAL,
      to: sessionsLinks.list({ retailerId: null }),
      icon: IconMessages,
    },
    { label: 'Experiments', to: experimentsLinks.list(), icon: IconFlask },
    {
      label: 'Experiments Archive',
      to: experimentsLinks.archive(),
      icon: IconFlaskOff,
    },
    { label: 'Algorithm Rules', to: rulesLinks.algorithm(), icon: IconBinaryTree },
    { label: 'Message Search', to: searchLinks.messages(), icon: IconMessageSearch },
    { label: 'Themes', to: themesLinks.list(), icon: IconPalette },
    { label: 'New Dashboard', to: newDashboardLinks.admin(), icon: IconTarget },
    { label: 'Bot Tester', to: botTestLinks.tester(), icon: IconRobot },
  ];
}
