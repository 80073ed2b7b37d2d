import { Field, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { CAMPAIGN_KEYWORD_MAX_LENGTH } from '../../../../../shared/domain/campaign';

/** How long typing pauses before the list follows the search box. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box whose words go to the URL (`value` / `onSearch`) once typing pauses, or at once on Enter. A change
 * of the URL from elsewhere (Clear filters, back button) is shown in the box, without undoing what is being typed.
 */
export function SearchField({ label, placeholder, value, onSearch }: { label: string; placeholder?: string; value: string; onSearch: (keyword: string) => void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  const send = (next: string) => {
    const keyword = next.trim();
    if (keyword === sent.current) return;
    sent.current = keyword;
    onSearch(keyword);
  };

  useEffect(() => {
    const timer = setTimeout(() => send(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing restarts the pause; `send` is a new function on every render
  }, [text]);

  return (
    <Field.Root flex="1" minW={{ base: 'full', sm: '16rem' }}>
      <Field.Label srOnly>{label}</Field.Label>
      <Input
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        maxLength={CAMPAIGN_KEYWORD_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(text);
        }}
      />
    </Field.Root>
  );
}
