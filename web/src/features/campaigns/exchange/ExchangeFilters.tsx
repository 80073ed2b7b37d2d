import { Badge, Button, Checkbox, CheckboxGroup, CloseButton, Drawer, Fieldset, Menu, Portal, Stack, useMediaQuery, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../../../shared/domain/constants';
import { useT } from '../../../i18n/useT';
import { CHOICE_FILTERS, type ChoiceFilterName, type ChoiceSelection } from './filters';

/** Wider than the app's mobile breakpoint (spec §9): room for a menu per filter. */
export const DESKTOP_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;

interface ChoiceFiltersProps {
  selection: ChoiceSelection;
  onChange: (name: ChoiceFilterName, values: string[]) => void;
  onClear: () => void;
}

/** Category, content type and location, several choices each: a checkbox menu per filter, or one drawer on a phone. */
export function ChoiceFilters(props: ChoiceFiltersProps) {
  const [desktop] = useMediaQuery([DESKTOP_QUERY], { ssr: false });
  if (!desktop) return <FilterDrawer {...props} />;
  return (
    <>
      {CHOICE_FILTERS.map((filter) => (
        <FilterMenu key={filter.name} filter={filter} selected={props.selection[filter.name]} onChange={(values) => props.onChange(filter.name, values)} />
      ))}
    </>
  );
}

function FilterMenu({ filter, selected, onChange }: { filter: (typeof CHOICE_FILTERS)[number]; selected: string[]; onChange: (values: string[]) => void }) {
  const t = useT();
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button variant="outline">
          {t(filter.label)}
          <SelectedCount count={selected.length} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem" maxH="min(24rem, 70vh)" overflowY="auto">
            {filter.options.map((option) => (
              <Menu.CheckboxItem
                key={option}
                value={option}
                checked={selected.includes(option)}
                onCheckedChange={(checked) => onChange(checked ? [...selected, option] : selected.filter((value) => value !== option))}
              >
                {t(filter.optionLabel(option))}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function FilterDrawer({ selection, onChange, onClear }: ChoiceFiltersProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const count = CHOICE_FILTERS.reduce((total, { name }) => total + selection[name].length, 0);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end">
      <Drawer.Trigger asChild>
        <Button variant="outline">
          {t('exchange.filter.open')}
          <SelectedCount count={count} />
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="85vw">
            <Drawer.Header>
              <Drawer.Title>{t('exchange.filter.open')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                {CHOICE_FILTERS.map((filter) => (
                  <Fieldset.Root key={filter.name}>
                    <Fieldset.Legend fontWeight="semibold">{t(filter.label)}</Fieldset.Legend>
                    <CheckboxGroup value={selection[filter.name]} onValueChange={(values) => onChange(filter.name, values)}>
                      <Fieldset.Content gap="2">
                        {filter.options.map((option) => (
                          <Checkbox.Root key={option} value={option} colorPalette="blue">
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{t(filter.optionLabel(option))}</Checkbox.Label>
                          </Checkbox.Root>
                        ))}
                      </Fieldset.Content>
                    </CheckboxGroup>
                  </Fieldset.Root>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" disabled={count === 0} onClick={onClear}>
                {t('exchange.filter.clear')}
              </Button>
              <Button colorPalette="blue" onClick={() => setOpen(false)}>
                {t('exchange.filter.done')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** How many choices a filter button stands for: a badge to the eye, words to a screen reader. */
function SelectedCount({ count }: { count: number }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <>
      <Badge colorPalette="blue" variant="solid" borderRadius="full" aria-hidden>
        {count}
      </Badge>
      <VisuallyHidden>{t('exchange.filter.selected', { count })}</VisuallyHidden>
    </>
  );
}
