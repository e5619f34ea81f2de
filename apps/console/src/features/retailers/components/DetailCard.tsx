import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A button at the foot of a card, to another screen. */
export interface CardLink {
  label: string;
  to: string;
}

/** One card of the Retailer detail screen: its title, what it shows, then its links. */
export function DetailCard({
  title,
  links = [],
  children,
}: {
  title: string;
  links?: CardLink[];
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
        {links.length > 0 ? (
          <Group>
            {links.map((link) => (
              <Button key={link.to} component={Link} to={link.to} variant="light">
                {link.label}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A label and its value, one line of a card. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}
