import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { MenuItem } from './menus';

export function NavMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2} component="nav" aria-label="Main menu">
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<Icon size={18} stroke={1.6} />}
            active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
