import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Crumb } from './breadcrumbs';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumbs">
      <MantineBreadcrumbs mb="md" fz="sm">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.to} size="sm" c="dimmed" aria-current="page">
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
