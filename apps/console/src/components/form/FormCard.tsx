import { Paper, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { PageHeader } from '../PageHeader';

/**
 * A page that is one form on a card: the title above it, the fields stacked inside. The browser's
 * own checks are off (noValidate): the form's schema says what is missing.
 */
export function FormCard({
  title,
  subtitle,
  maw,
  onSubmit,
  children,
}: {
  title: string;
  subtitle?: string;
  /** The card's greatest width; the page's width without it. */
  maw?: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Paper withBorder p="lg" maw={maw}>
        <form noValidate onSubmit={onSubmit}>
          <Stack>{children}</Stack>
        </form>
      </Paper>
    </>
  );
}
