import { Fieldset, RadioCard, SimpleGrid } from '@chakra-ui/react';
import { SIGN_UP_ROLES, type SignUpRole } from '../../../../../shared/domain/constants';
import { useT } from '../../../i18n/useT';
import { useHydrated } from '../../../lib/hydration';

/** Content Creator or Brand / Company, as two radio cards: the choice decides the rest of the form. */
export function RoleSelect({ value, onChange, error }: { value: string; onChange: (role: SignUpRole) => void; error?: string }) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <RadioCard.Root value={value} disabled={!hydrated} onValueChange={({ value: role }) => role && onChange(role as SignUpRole)} colorPalette="blue" name="role">
        <RadioCard.Label>{t('auth.field.role')}</RadioCard.Label>
        <SimpleGrid columns={2} gap="3">
          {SIGN_UP_ROLES.map((role) => (
            <RadioCard.Item key={role} value={role}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{t(role === 'creator' ? 'auth.role.creator' : 'auth.role.company')}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{t(role === 'creator' ? 'auth.role.creatorHint' : 'auth.role.companyHint')}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
