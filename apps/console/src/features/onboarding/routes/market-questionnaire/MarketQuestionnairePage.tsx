import { zodResolver } from '@hookform/resolvers/zod';
import { MultiSelect, Select, SegmentedControl, Input } from '@mantine/core';
import {
  MARKET_SECTORS,
  MONTHLY_ORDER_BANDS,
  RETAILER_OBJECTIVES,
  STOCK_TYPES,
  ZMarketQuestionnaire,
  type TMarketQuestionnaire,
} from '@parley/contract';
import {
  Controller,
  useForm,
  type ControllerFieldState,
  type ControllerRenderProps,
} from 'react-hook-form';
import { FormActions } from '../../../../components/form-actions/FormActions';
import { FormCard } from '../../../../components/form/FormCard';
import { FormMessage } from '../../../../components/form/FormMessage';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * What a question's input takes from its field: an unanswered one is only marked red, since
 * every question shares one message, shown once above the button (part 1 §5).
 */
const answer = ({
  field,
  fieldState,
}: {
  field: Pick<ControllerRenderProps, 'ref' | 'onChange' | 'onBlur'>;
  fieldState: ControllerFieldState;
}) => ({
  ref: field.ref,
  onChange: field.onChange,
  onBlur: field.onBlur,
  error: fieldState.invalid,
});

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
  // Every question shares one message (part 1 §5), shown once above the button.
  const incomplete = Object.values(errors).find((fieldError) => fieldError?.message)?.message;
  return (
    <FormCard
      title="Welcome! Let's configure the product for your needs"
      subtitle="A few questions about your store help us set things up for you."
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <Controller
        control={control}
        name="objectives"
        render={(state) => (
          <MultiSelect
            {...answer(state)}
            label="What would you like to achieve?"
            placeholder="Choose one or more objectives"
            data={options(RETAILER_OBJECTIVES)}
            value={state.field.value}
            clearable
          />
        )}
      />
      <Controller
        control={control}
        name="market_sector"
        render={(state) => (
          <Select
            {...answer(state)}
            label="Market sector"
            placeholder="Choose your sector"
            data={options(MARKET_SECTORS)}
            value={state.field.value ?? null}
            searchable
          />
        )}
      />
      <Controller
        control={control}
        name="stock_type"
        render={({ field, fieldState }) => (
          <Input.Wrapper label="What kind of stock do you sell?" error={fieldState.invalid}>
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
      <Controller
        control={control}
        name="monthly_orders"
        render={(state) => (
          <Select
            {...answer(state)}
            label="How many orders do you take a month?"
            placeholder="Choose a range"
            data={options(MONTHLY_ORDER_BANDS)}
            value={state.field.value ?? null}
          />
        )}
      />
      <FormMessage error={error ?? incomplete} />
      <FormActions submitLabel="Continue" saving={saving} />
    </FormCard>
  );
}
