import { Box, Center, Paper, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { Logo } from './Logo';

/** Sign-in and password screens: a card in the middle of the page. */
export function PublicLayout() {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={440} gap="lg">
        <Center>
          <Logo size="lg" />
        </Center>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Box>
            <Outlet />
          </Box>
        </Paper>
      </Stack>
    </Center>
  );
}
