import { CheckboxCard, Fieldset, RadioCard, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  description?: string;
  /** A picture of the option (an aspect ratio's shape), beside its text. */
  visual?: ReactNode;
}

/**
 * One choice among a few, as radio cards in a fieldset: the legend names the group (getByRole('radiogroup')),
 * each card is a radio named by its text, arrows move between them.
 */
export function ChoiceCards<T extends string | number>({
  name,
  legend,
  hint,
  choices,
  value,
  onChange,
  onBlur,
  error,
  columns,
}: {
  name: string;
  legend: string;
  hint?: string;
  choices: readonly Choice<T>[];
  value: T | '';
  onChange: (value: T) => void;
  onBlur: () => void;
  error?: string;
  columns: SimpleGridProps['columns'];
}) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <RadioCard.Root
        name={name}
        value={value === '' ? null : String(value)}
        onValueChange={({ value: picked }) => {
          const choice = choices.find((option) => String(option.value) === picked);
          if (choice) onChange(choice.value);
        }}
        onBlur={onBlur}
        colorPalette="blue"
        size="sm"
      >
        <RadioCard.Label textStyle="sm" fontWeight="medium" color="fg">
          {legend}
        </RadioCard.Label>
        {hint && (
          <Fieldset.HelperText mt="0" textStyle="xs">
            {hint}
          </Fieldset.HelperText>
        )}
        <SimpleGrid columns={columns} gap="3">
          {choices.map((choice) => (
            <RadioCard.Item key={String(choice.value)} value={String(choice.value)}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl alignItems="center">
                {choice.visual}
                <RadioCard.ItemContent minW="0">
                  <RadioCard.ItemText>{choice.label}</RadioCard.ItemText>
                  {choice.description && <RadioCard.ItemDescription>{choice.description}</RadioCard.ItemDescription>}
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator flexShrink={0} />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {error && <Fieldset.ErrorText textStyle="xs">{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/**
 * Several choices, as checkbox cards in a fieldset named by its legend. With `max`, the unticked cards are disabled
 * once that many are ticked, and `maxReached` (a polite live region) says why.
 */
export function ChoiceChecks<T extends string>({
  legend,
  hint,
  maxReached,
  choices,
  value,
  onChange,
  error,
  max,
  columns,
}: {
  legend: string;
  hint: string;
  maxReached?: string;
  choices: readonly Choice<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
  max?: number;
  columns: SimpleGridProps['columns'];
}) {
  const full = max !== undefined && value.length >= max;
  const toggle = (option: T, checked: boolean) => {
    // Kept in the order of the options, whatever the order of the clicks.
    const next = choices.map((choice) => choice.value).filter((id) => (id === option ? checked : value.includes(id)));
    onChange(next);
  };
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium" color="fg">
        {legend}
      </Fieldset.Legend>
      <Fieldset.HelperText mt="0" textStyle="xs" aria-live="polite">
        {full && maxReached ? maxReached : hint}
      </Fieldset.HelperText>
      <SimpleGrid columns={columns} gap="2">
        {choices.map((choice) => {
          const checked = value.includes(choice.value);
          return (
            <CheckboxCard.Root
              key={choice.value}
              size="sm"
              colorPalette="blue"
              checked={checked}
              disabled={full && !checked}
              onCheckedChange={({ checked: next }) => toggle(choice.value, next === true)}
            >
              <CheckboxCard.HiddenInput />
              <CheckboxCard.Control>
                <CheckboxCard.Content>
                  <CheckboxCard.Label fontWeight="normal">{choice.label}</CheckboxCard.Label>
                </CheckboxCard.Content>
                <CheckboxCard.Indicator />
              </CheckboxCard.Control>
            </CheckboxCard.Root>
          );
        })}
      </SimpleGrid>
      {error && <Fieldset.ErrorText textStyle="xs">{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
