import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { BRAND_STATEMENTS_MAX, MSG, REASON_TEXT_MAX_LENGTH } from '@parley/contract';
import { IconBulb, IconSparkles } from '@tabler/icons-react';
import { useWatch, type Control } from 'react-hook-form';
import { useBoundField } from '../../../components/form/bound-field';
import type { SettingsForm } from './settings-form';

/**
 * The brand statements (part 2 §2, §5): five fields, each counting its characters to 180, the
 * advice, and with reasons_generation the Generate action.
 */
export function BrandValuesTab({
  control,
  onGenerate,
}: {
  control: Control<SettingsForm>;
  /** Opens the generation dialog; null without the reasons_generation feature. */
  onGenerate: (() => void) | null;
}) {
  return (
    <Stack maw={720}>
      <Alert color="blue" variant="light" icon={<IconBulb />}>
        {MSG.brandStatementsAdvice}
      </Alert>
      {Array.from({ length: BRAND_STATEMENTS_MAX }, (_, index) => (
        <StatementField key={index} control={control} index={index} />
      ))}
      {onGenerate ? (
        <Group>
          <Button variant="light" leftSection={<IconSparkles size={16} />} onClick={onGenerate}>
            Generate statements
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function StatementField({ control, index }: { control: Control<SettingsForm>; index: number }) {
  const name = `reasons.${index}.text` as const;
  const { value, onChange, input } = useBoundField({ control, name });
  const text = useWatch({ control, name }) ?? '';
  return (
    <Textarea
      {...input}
      label={`Statement ${index + 1}`}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      autosize
      minRows={1}
      maxRows={4}
      description={`${text.length}/${REASON_TEXT_MAX_LENGTH}`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
