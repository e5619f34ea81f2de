import {
  Checkbox,
  Switch,
  Textarea,
  type CheckboxProps,
  type SwitchProps,
  type TextareaProps,
} from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundCheck, useBoundText, type BoundProps } from './bound-field';

type CheckProps<T extends FieldValues, P> = BoundProps<T, P, 'checked'> & {
  /** Runs after the field changes: the editors' transitions hang here. */
  onValueChange?: (checked: boolean) => void;
};

export function SwitchField<T extends FieldValues>(props: CheckProps<T, SwitchProps>) {
  return <Switch {...useBoundCheck(props)} />;
}

export function CheckboxField<T extends FieldValues>(props: CheckProps<T, CheckboxProps>) {
  return <Checkbox {...useBoundCheck(props)} />;
}

export function TextareaField<T extends FieldValues>(props: BoundProps<T, TextareaProps, 'value'>) {
  return <Textarea {...useBoundText(props)} />;
}
