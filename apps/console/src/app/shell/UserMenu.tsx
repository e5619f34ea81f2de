import { Avatar, Button, Menu, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconCreditCard,
  IconKey,
  IconLogout,
  IconReceipt,
  IconUser,
} from '@tabler/icons-react';
import type { TAccount } from '@parley/contract';
import { Link } from 'react-router';
import { accountLinks } from '../../features/account';
import { billingLinks } from '../../features/billing';

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
            <Avatar size={26} radius="xl" name={user.name} color="initials" aria-hidden />
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
        <Menu.Item
          component={Link}
          to={accountLinks.details()}
          leftSection={<IconUser size={16} />}
        >
          My Details
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={
            planRetailerId
              ? billingLinks.plan({ retailerId: planRetailerId })
              : accountLinks.details()
          }
          leftSection={<IconCreditCard size={16} />}
        >
          Account &amp; Plan
        </Menu.Item>
        {planRetailerId && showUsage ? (
          <Menu.Item
            component={Link}
            to={billingLinks.usage({ retailerId: planRetailerId })}
            leftSection={<IconReceipt size={16} />}
          >
            Usage
          </Menu.Item>
        ) : null}
        {user.is_admin ? (
          <Menu.Item
            component={Link}
            to={accountLinks.adminPassword()}
            leftSection={<IconKey size={16} />}
          >
            Change Password
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
