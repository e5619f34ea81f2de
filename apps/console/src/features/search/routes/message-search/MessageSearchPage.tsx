import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import {
  PRODUCT_FIELD,
  SEARCH_PAGE_SIZE,
  SEARCH_SORT_ORDER_LABELS,
  SEARCH_SORT_ORDERS,
  type TSearchMessage,
  type TSearchSortOrder,
} from '@parley/contract';
import { useState } from 'react';
import type { Column } from '../../../../components/data-table/DataTable';
import {
  PageNumberTable,
  type PagedListProps,
} from '../../../../components/data-table/PageNumberTable';
import { RowLink } from '../../../../components/data-table/row-kit';
import { PageHeader } from '../../../../components/PageHeader';
import { DebouncedTextInput } from '../../components/DebouncedTextInput';
import { RetailerFilter, type RetailerFilterProps } from '../../../../components/RetailerFilter';
import { searchCount, truncateMessage } from '../../truncate';

const SORT_OPTIONS = SEARCH_SORT_ORDERS.map((order) => ({
  value: order,
  label: SEARCH_SORT_ORDER_LABELS[order],
}));

/** The search message's session id field: parley_id (the spec's {product}_id). */
const sessionIdOf = (message: TSearchMessage) => message[`${PRODUCT_FIELD}_id`];

export interface SearchFilterValues {
  sortOrder: TSearchSortOrder;
  userMessage: string;
  botMessage: string;
  feedbackOnly: boolean;
}

export function MessageSearchPage({
  values,
  onSortOrderChange,
  onUserMessageChange,
  onBotMessageChange,
  onFeedbackOnlyChange,
  onReset,
  retailerFilter,
  messages,
  sessionHref,
  ...list
}: PagedListProps<TSearchMessage> & {
  values: SearchFilterValues;
  onSortOrderChange: (sortOrder: TSearchSortOrder) => void;
  onUserMessageChange: (text: string) => void;
  onBotMessageChange: (text: string) => void;
  onFeedbackOnlyChange: (feedbackOnly: boolean) => void;
  onReset: () => void;
  /** The retailer filter, when there are retailers to choose from. */
  retailerFilter: RetailerFilterProps | null;
  messages: TSearchMessage[] | undefined;
  sessionHref: (sessionId: string) => string;
}) {
  // A new generation of the text inputs on Reset drops any text still waiting to be reported.
  const [generation, setGeneration] = useState(0);
  const columns: Column<TSearchMessage>[] = [
    {
      key: 'session',
      header: 'Session ID',
      cell: (message) => (
        <RowLink to={sessionHref(sessionIdOf(message))} mono>
          {truncateMessage(sessionIdOf(message))}
        </RowLink>
      ),
    },
    { key: 'user', header: 'User Message', cell: (m) => truncateMessage(m.user_message) },
    { key: 'bot', header: 'Bot Message', cell: (m) => truncateMessage(m.bot_message) },
  ];
  return (
    <>
      <PageHeader title="Message Search" />
      <Stack>
        <Paper withBorder p="md" radius="md" component="section" aria-label="Search filters">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <Select
                label="Sort Order"
                data={SORT_OPTIONS}
                value={values.sortOrder}
                onChange={(value) => {
                  const order = SEARCH_SORT_ORDERS.find((o) => o === value);
                  if (order) onSortOrderChange(order);
                }}
                allowDeselect={false}
              />
              {retailerFilter ? <RetailerFilter {...retailerFilter} /> : null}
              <DebouncedTextInput
                key={`user-${generation}`}
                label="User Message"
                value={values.userMessage}
                onChange={onUserMessageChange}
              />
              <DebouncedTextInput
                key={`bot-${generation}`}
                label="Bot Message"
                value={values.botMessage}
                onChange={onBotMessageChange}
              />
            </SimpleGrid>
            <Group justify="space-between">
              <Checkbox
                label="Limit to Feedback Messages"
                checked={values.feedbackOnly}
                onChange={(event) => onFeedbackOnlyChange(event.currentTarget.checked)}
              />
              <Button
                variant="subtle"
                onClick={() => {
                  setGeneration((current) => current + 1);
                  onReset();
                }}
              >
                Reset
              </Button>
            </Group>
          </Stack>
        </Paper>
        <PageNumberTable<TSearchMessage>
          {...list}
          rows={messages}
          columns={columns}
          rowKey={(message) => message.message_id}
          rowLabel={(message) => truncateMessage(message.user_message ?? message.bot_message)}
          emptyMessage="No messages match this search."
          pageSize={SEARCH_PAGE_SIZE}
          totalText={`${searchCount(list.total)} records`}
        />
      </Stack>
    </>
  );
}
