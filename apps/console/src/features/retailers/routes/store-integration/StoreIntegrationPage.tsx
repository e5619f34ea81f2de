import { Button, Code, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PageHeader } from '../../../../components/PageHeader';

const CodeEditor = lazy(() => import('../../components/CodeEditor'));

export const STORE_INTEGRATION_TITLE = 'Shopify Store Integration';

/** What the code must do (part 1 §2 Store integration). */
function IntegrationHelp() {
  return (
    <Stack gap="xs">
      <Text size="sm">
        This code is injected into every page of the store. It must assign a config object,{' '}
        <Code>window.parleyConfig</Code>, whose <Code>buttons</Code> entries say where the negotiate
        button goes. Each button entry has:
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>
          <Code>type</Code>: <Code>product</Code>, <Code>cart</Code>, <Code>cart-drawer</Code> or{' '}
          <Code>cart-notification</Code>
        </List.Item>
        <List.Item>
          <Code>formSelector</Code> (required): the CSS selector of the store&apos;s form
        </List.Item>
        <List.Item>
          <Code>quantityInputSelector</Code> (optional, product only): the quantity field
        </List.Item>
        <List.Item>
          <Code>positionElement</Code> (required function): given the form, returns the element the
          button goes after
        </List.Item>
        <List.Item>
          <Code>onDisplayUpdate</Code> (optional): called when the button is shown or hidden
        </List.Item>
      </List>
    </Stack>
  );
}

export function StoreIntegrationPage({
  code,
  onCodeChange,
  loadError,
  loading,
  cancelHref,
  onSave,
  saving,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  loadError: string | null;
  loading: boolean;
  cancelHref: string;
  onSave: () => void;
  saving: boolean;
}) {
  const editorLoading = <Skeleton height={360} aria-label="Loading the code editor" />;
  return (
    <>
      <PageHeader title={STORE_INTEGRATION_TITLE} />
      <Stack>
        <IntegrationHelp />
        {loadError ? <FormMessage error={loadError} /> : null}
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          {loading ? (
            editorLoading
          ) : (
            <Suspense fallback={editorLoading}>
              <CodeEditor value={code} onChange={onCodeChange} label="Store integration code" />
            </Suspense>
          )}
        </Paper>
        <Group justify="flex-end">
          <Button component={Link} to={cancelHref} variant="default">
            Cancel
          </Button>
          <Button onClick={onSave} loading={saving} disabled={loading || Boolean(loadError)}>
            Save
          </Button>
        </Group>
      </Stack>
    </>
  );
}
