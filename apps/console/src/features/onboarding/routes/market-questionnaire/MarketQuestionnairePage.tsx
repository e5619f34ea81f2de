import { zodResolver } from '@hookform/resolvers/zod';
import { SegmentedControl, Input } from '@mantine/core';
import {
  MARKET_SECTORS,
  MONTHLY_ORDER_BANDS,
  RETAILER_OBJECTIVES,
  STOCK_TYPES,
  ZMarketQuestionnaire,
  type TMarketQuestionnaire,
} from '@parley/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { FormCard } from '../../../../components/form/FormCard';
import { FormMessage } from '../../../../components/form/FormMessage';
import { MultiSelectField, SelectField } from '../../../../components/form/SelectField';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function MarketQuestionnairePage({
  saving,
  error,
  onSubmit,
}: {
  saving: boolean;
  error: string | null;
  onSubmit: (answers: TMarketQuestionnaire) => void;
}) {
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZMarketQuestionnaire),
    defaultValues: { objectives: [] },
  });
  // The required questions (objectives, sector) share one message (part 1 §5), shown once
  // above the button; stock type and monthly orders may be left unanswered.
  const incomplete = Object.values(errors).find((fieldError) => fieldError?.message)?.message;
  return (
    <FormCard
      title="Welcome! Let's configure the product for your needs"
      subtitle="A few questions about your store help us set things up for you."
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <MultiSelectField
        control={control}
        name="objectives"
        markOnly
        label="What would you like to achieve?"
        placeholder="Choose one or more objectives"
        data={options(RETAILER_OBJECTIVES)}
        clearable
      />
      <SelectField
        control={control}
        name="market_sector"
        markOnly
        label="Market sector"
        placeholder="Choose your sector"
        data={options(MARKET_SECTORS)}
        searchable
      />
      <Controller
        control={control}
        name="stock_type"
        render={({ field, fieldState }) => (
          <Input.Wrapper
            label="What kind of stock do you sell?"
            description="Optional"
            error={fieldState.invalid}
          >
            <div>
              <SegmentedControl
                ref={field.ref}
                data={options(STOCK_TYPES)}
                value={field.value ?? ''}
                onChange={field.onChange}
                aria-label="Stock type"
              />
            </div>
          </Input.Wrapper>
        )}
      />
      <SelectField
        control={control}
        name="monthly_orders"
        markOnly
        label="How many orders do you take a month?"
        description="Optional"
        placeholder="Choose a range"
        data={options(MONTHLY_ORDER_BANDS)}
        clearable
      />
      <FormMessage error={error ?? incomplete} />
      <FormActions submitLabel="Continue" saving={saving} />
    </FormCard>
  );
}
