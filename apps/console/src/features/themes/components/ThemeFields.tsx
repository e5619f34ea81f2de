import {
  Autocomplete,
  ColorInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useBoundField } from '../../../components/form/bound-field';
import type { ThemeForm } from '../theme-form';
import { FONT_STACKS, type FieldGroup, type FieldSpec } from './theme-fields';

/** One tab's fields, group by group. Every field is required but the two suffixes. */
export function ThemeFieldGroups({
  control,
  groups,
}: {
  control: Control<ThemeForm>;
  groups: FieldGroup[];
}) {
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack key={group.title ?? 'main'} gap="sm">
          {group.title ? (
            <Title order={3} size="h4">
              {group.title}
            </Title>
          ) : null}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
            {group.fields.map((spec) => (
              <ThemeField key={spec.name} control={control} spec={spec} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

function ThemeField({ control, spec }: { control: Control<ThemeForm>; spec: FieldSpec }) {
  const { value, onChange, input } = useBoundField({ control, name: spec.name });
  const required = !(spec.kind === 'text' && spec.optional);
  const common = { ...input, label: spec.label, withAsterisk: required };
  switch (spec.kind) {
    case 'colour':
      return (
        <ColorInput
          {...common}
          value={asText(value)}
          onChange={onChange}
          // Any CSS colour may be typed (transparent, rgba(…)): the schema checks it, not blur.
          fixOnBlur={false}
          withEyeDropper={false}
          format="hex"
        />
      );
    case 'font':
      return (
        <Autocomplete {...common} value={asText(value)} onChange={onChange} data={FONT_STACKS} />
      );
    case 'select': {
      const current = asText(value);
      // A saved value outside the usual keywords (a stretch of 85%) is still shown.
      const options =
        current && !spec.options.includes(current) ? [...spec.options, current] : spec.options;
      return (
        <Select
          {...common}
          value={current || null}
          onChange={(next) => onChange(next ?? '')}
          data={options}
          allowDeselect={false}
        />
      );
    }
    case 'switch':
    case 'boolean': {
      // A 'switch' setting is kept as the text 'true' or 'false', a 'boolean' one as itself.
      const textValued = spec.kind === 'switch';
      return (
        <Switch
          {...input}
          label={spec.label}
          checked={textValued ? value === 'true' : value === true}
          onChange={({ currentTarget: { checked } }) =>
            onChange(textValued ? String(checked) : checked)
          }
          mt="md"
        />
      );
    }
    case 'css':
      return (
        <TextInput
          {...common}
          value={asText(value)}
          onChange={onChange}
          placeholder={spec.example}
        />
      );
    case 'text':
      return <TextInput {...common} value={asText(value)} onChange={onChange} />;
    case 'textarea': {
      const length = asText(value).length;
      return (
        <Stack gap={4} style={{ gridColumn: '1 / -1' }}>
          <Textarea
            {...common}
            value={asText(value)}
            onChange={onChange}
            autosize
            minRows={3}
            maxRows={6}
          />
          <Text size="xs" c={length > spec.max ? 'red' : 'dimmed'} ta="right" aria-live="polite">
            {length}/{spec.max} characters
          </Text>
        </Stack>
      );
    }
  }
}
