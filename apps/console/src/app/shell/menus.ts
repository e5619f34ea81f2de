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
import { pathTo } from '../routes';

export interface MenuItem {
  label: string;
  to: string;
  icon: Icon;
}

/** The retailer menu with every gate of part 1 §2 Menus. */
export function retailerMenu(retailer: TRetailer, viewerIsAdmin: boolean): MenuItem[] {
  const params = { retailerId: retailer.id };
  const at = (id: string) => pathTo(id, params);
  const limitedData = retailer.available_features.includes('limited_data');
  const shopify = retailer.store.platform === 'shopify';
  const items: (MenuItem | false)[] = [
    { label: 'Dashboard', to: at('retailer.dashboard'), icon: IconLayoutDashboard },
    {
      label: limitedData ? 'Retargeting' : PRODUCT_TERM_PLURAL,
      to: at('retailer.sessions'),
      icon: IconMessages,
    },
    { label: 'Ruleset', to: at('retailer.rules'), icon: IconListDetails },
    { label: 'Rules Archive', to: at('retailer.archive'), icon: IconArchive },
    { label: 'Magic Links', to: at('retailer.campaigns'), icon: IconLink },
    { label: 'Store Settings', to: at('retailer.settings'), icon: IconSettings },
    !shopify && { label: 'Individual Products', to: at('retailer.products'), icon: IconPackage },
    !shopify && {
      label: 'Product Categories',
      to: at('retailer.productCategories'),
      icon: IconCategory,
    },
    retailer.available_features.includes('user_cohorts') && {
      label: 'User Cohorts',
      to: at('retailer.cohorts'),
      icon: IconUsersGroup,
    },
    { label: 'Gift With Purchase', to: at('retailer.addonItems'), icon: IconGift },
    viewerIsAdmin && {
      label: 'New Dashboard',
      to: at('retailer.newdashboard'),
      icon: IconChartBar,
    },
    { label: 'Account & Plan', to: at('plan'), icon: IconCreditCard },
    hasUsageFees(retailer) && { label: 'Usage', to: at('usage'), icon: IconReceipt },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

export const hasUsageFees = (retailer: TRetailer) =>
  (retailer.billing_scheme?.usage_fee_percentage ?? 0) > 0;

export function adminMenu(): MenuItem[] {
  return [
    { label: 'Admin Dashboard', to: pathTo('admin.dashboard'), icon: IconLayoutDashboard },
    { label: 'Reasons', to: pathTo('admin.reasons'), icon: IconBook2 },
    { label: 'Retailers', to: pathTo('retailers'), icon: IconBuildingStore },
    { label: PRODUCT_TERM_PLURAL, to: pathTo('sessions'), icon: IconMessages },
    { label: 'Experiments', to: pathTo('admin.experiments'), icon: IconFlask },
    {
      label: 'Experiments Archive',
      to: pathTo('admin.experimentsArchive'),
      icon: IconFlaskOff,
    },
    { label: 'Algorithm Rules', to: pathTo('admin.algorithm'), icon: IconBinaryTree },
    { label: 'Message Search', to: pathTo('admin.search'), icon: IconMessageSearch },
    { label: 'Themes', to: pathTo('admin.themes'), icon: IconPalette },
    { label: 'New Dashboard', to: pathTo('admin.newdashboard'), icon: IconTarget },
    { label: 'Bot Tester', to: pathTo('admin.botTest'), icon: IconRobot },
  ];
}
