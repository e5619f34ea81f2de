import { Avatar, Button, Menu, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconCreditCard,
  IconKey,
  IconLogout,
  IconReceipt,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import type { TAccount } from '@parley/contract';
import { Link } from 'react-router';
import { accountLinks } from '../../features/account';
import { billingLinks } from '../../features/billing';

interface MenuLink {
  label: string;
  to: string;
  icon: Icon;
}

/** The menu's links: Account & Plan opens the details where there is no plan to show. */
function userMenuLinks(
  user: TAccount,
  planRetailerId: string | null,
  showUsage: boolean,
): MenuLink[] {
  const plan = planRetailerId ? { retailerId: planRetailerId } : null;
  return [
    { label: 'My Details', to: accountLinks.details(), icon: IconUser },
    {
      label: 'Account & Plan',
      to: plan ? billingLinks.plan(plan) : accountLinks.details(),
      icon: IconCreditCard,
    },
    ...(plan && showUsage
      ? [{ label: 'Usage', to: billingLinks.usage(plan), icon: IconReceipt }]
      : []),
    ...(user.is_admin
      ? [{ label: 'Change Password', to: accountLinks.adminPassword(), icon: IconKey }]
      : []),
  ];
}

/**
 * One colour for every user's initials: indigo on its light tint is 4.77:1 (theme.ts), where the
 * colours Mantine picks from the name went down to 2.33:1.
 */
const INITIALS_COLOUR = 'indigo';

export function UserMenu({
  user,
  planRetailerId,
  showUsage,
  onLogout,
}: {
  user: TAccount;
  /** The retailer whose plan "Account & Plan" and "Usage" open, if any. */
  planRetailerId: string | null;
  showUsage: boolean;
  onLogout: () => void;
}) {
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <Button
          aria-label={user.name}
          variant="subtle"
          color="gray"
          leftSection={
            <Avatar size={26} radius="xl" name={user.name} color={INITIALS_COLOUR} aria-hidden />
          }
          rightSection={<IconChevronDown size={14} />}
        >
          <Text span inherit visibleFrom="xs">
            {user.name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {userMenuLinks(user, planRetailerId, showUsage).map(({ label, to, icon: Icon }) => (
          <Menu.Item key={label} component={Link} to={to} leftSection={<Icon size={16} />}>
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
