import { Button, chakra, CloseButton, Field, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Tag, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ASPECT_RATIOS } from '../../../../shared/domain/campaign';
import { LIBRARY_ZIP_MAX_FILES, type LibraryFileView } from '../../../../shared/domain/library';
import { EmptyNotice } from '../../components/EmptyNotice';
import { LoadFailure } from '../../components/LoadFailure';
import { Page } from '../../components/Page';
import { usePreparedDownload } from '../../hooks/usePreparedDownload';
import { useT } from '../../i18n/useT';
import { useUrlFilters } from '../../lib/search-params';
import { libraryQueries, loadLibraryArchive, requestLibraryArchive, type LibraryFilters } from './api';
import { LibraryFileCard } from './LibraryFileCard';

const FILTERS = ['campaignId', 'creatorId', 'kind', 'ratio', 'from', 'to', 'search'] as const;

/**
 * `/library` (issue 28): the company's approved videos and pictures of every campaign, newest approval first, 24 at a
 * time with "Show more"; narrowed by type, ratio, approval dates, a campaign or a creator (from a file's card) and a
 * search of campaign titles and creator names; files chosen on their cards download as one zip. The filters live in
 * the URL, so a view can be shared and survives a reload.
 */
export default function LibraryPage() {
  const t = useT();
  const { values, setFilters } = useUrlFilters(FILTERS);
  const filters: LibraryFilters = values;
  const query = useInfiniteQuery(libraryQueries.pages(filters));
  const files = useMemo(() => query.data?.pages.flatMap((page) => page.files) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const [selected, setSelected] = useState<Map<string, LibraryFileView>>(new Map());
  const [preparing, setPreparing] = useState(false);
  const { hasNextPage, isFetching, fetchNextPage } = query;
  // A rare filter may read a stretch of the library without a match: the next stretch is asked for at once.
  useEffect(() => {
    if (files.length === 0 && hasNextPage && !isFetching) void fetchNextPage();
  }, [files.length, hasNextPage, isFetching, fetchNextPage]);
  const filtered = FILTERS.some((name) => values[name] !== '');
  const clear = () => setFilters(Object.fromEntries(FILTERS.map((name) => [name, ''])));

  function select(file: LibraryFileView, on: boolean) {
    setSelected((before) => {
      const next = new Map(before);
      if (on && next.size < LIBRARY_ZIP_MAX_FILES) next.set(file.key, file);
      else next.delete(file.key);
      return next;
    });
  }

  return (
    <Page title={t('library.title')} lead={t('library.lead')}>
      <Stack gap="5">
        <Filters values={values} files={files} onChange={setFilters} onClear={clear} filtered={filtered} />
        {query.isPending && (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" role="status" aria-label={t('common.loading')}>
            <Skeleton height="64" />
            <Skeleton height="64" />
            <Skeleton height="64" />
          </SimpleGrid>
        )}
        {query.isError && !query.data && <LoadFailure error={query.error} onRetry={() => void query.refetch()} />}
        {query.data && (
          <>
            <Text color="fg.muted" role="status" aria-live="polite">
              {filtered && total > 0 ? t('library.shownOf', { shown: files.length, total, more: query.hasNextPage ? 'yes' : 'no' }) : t('library.total', { count: total })}
            </Text>
            {files.length === 0 && hasNextPage && <Skeleton height="24" />}
            {files.length === 0 && !hasNextPage && !filtered && <EmptyNotice title={t('library.empty')} description={t('library.emptyHint')} />}
            {files.length === 0 && !hasNextPage && filtered && (
              <EmptyNotice
                title={t('library.nothingFound')}
                action={
                  <Button variant="outline" colorPalette="blue" onClick={clear}>
                    {t('library.clear')}
                  </Button>
                }
              />
            )}
            {files.length > 0 && (
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
                {files.map((file) => (
                  <LibraryFileCard
                    key={file.key}
                    file={file}
                    selected={selected.has(file.key)}
                    selectable={!preparing}
                    onSelect={(on) => select(file, on)}
                    onOnlyCampaign={() => setFilters({ campaignId: file.campaignId })}
                    onOnlyCreator={() => setFilters({ creatorId: file.creatorId })}
                  />
                ))}
              </SimpleGrid>
            )}
            {query.hasNextPage && (
              <Button alignSelf="center" variant="outline" colorPalette="blue" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t('library.more')}
              </Button>
            )}
          </>
        )}
        {selected.size > 0 && <SelectionBar selected={[...selected.values()]} onClear={() => setSelected(new Map())} onPreparing={setPreparing} />}
      </Stack>
    </Page>
  );
}

function Filters({
  values,
  files,
  filtered,
  onChange,
  onClear,
}: {
  values: LibraryFilters;
  files: readonly LibraryFileView[];
  filtered: boolean;
  onChange: (changes: Partial<LibraryFilters>) => void;
  onClear: () => void;
}) {
  const t = useT();
  const [search, setSearch] = useState(values.search);
  // Cleared or changed elsewhere (Clear, the back button): the box shows what the URL searches.
  useEffect(() => setSearch(values.search), [values.search]);
  // A campaign or creator chosen from a card: every file shown is theirs, so the first names them.
  const campaignTitle = files.find((file) => file.campaignId === values.campaignId)?.campaignTitle ?? '…';
  const creatorName = files.find((file) => file.creatorId === values.creatorId)?.creatorName ?? '…';
  return (
    <Stack gap="3" role="search" aria-label={t('library.filter.region')}>
      <chakra.form
        display="flex"
        gap="2"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ search });
        }}
      >
        <Field.Root flex="1">
          <Field.Label>{t('library.search.label')}</Field.Label>
          <Input type="search" dir="auto" value={search} placeholder={t('library.search.placeholder')} maxLength={100} onChange={(event) => setSearch(event.target.value)} onBlur={() => onChange({ search })} />
        </Field.Root>
      </chakra.form>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" alignItems="flex-end">
        <Choice label={t('library.filter.kind')} value={values.kind} onChange={(kind) => onChange({ kind })} options={[['', t('library.filter.allKinds')], ['video', t('library.filter.video')], ['picture', t('library.filter.picture')]]} />
        <Choice
          label={t('library.filter.ratio')}
          value={values.ratio}
          onChange={(ratio) => onChange({ ratio })}
          options={[['', t('library.filter.allRatios')], ...ASPECT_RATIOS.map((ratio): [string, string] => [ratio, t(`term.aspectRatio.${ratio}`)])]}
        />
        <Field.Root>
          <Field.Label>{t('library.filter.from')}</Field.Label>
          <Input type="date" value={values.from} max={values.to || undefined} onChange={(event) => onChange({ from: event.target.value })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('library.filter.to')}</Field.Label>
          <Input type="date" value={values.to} min={values.from || undefined} onChange={(event) => onChange({ to: event.target.value })} />
        </Field.Root>
      </SimpleGrid>
      <HStack gap="2" flexWrap="wrap">
        {filtered && (
          <Button variant="ghost" colorPalette="blue" onClick={onClear}>
            {t('library.clear')}
          </Button>
        )}
        {values.campaignId && <Chip label={t('library.filter.campaignChip', { title: campaignTitle })} remove={t('library.filter.removeCampaign')} onRemove={() => onChange({ campaignId: '' })} />}
        {values.creatorId && <Chip label={t('library.filter.creator', { name: creatorName })} remove={t('library.filter.removeCreator')} onRemove={() => onChange({ creatorId: '' })} />}
      </HStack>
    </Stack>
  );
}

function Choice({ label, value, options, onChange }: { label: string; value: string; options: readonly [string, string][]; onChange: (value: string) => void }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function Chip({ label, remove, onRemove }: { label: string; remove: string; onRemove: () => void }) {
  return (
    <Tag.Root size="lg" colorPalette="blue">
      <Tag.Label>
        <bdi>{label}</bdi>
      </Tag.Label>
      <Tag.EndElement>
        <CloseButton size="2xs" aria-label={remove} onClick={onRemove} />
      </Tag.EndElement>
    </Tag.Root>
  );
}

/** The chosen files: how many, and one zip of them (the server makes it; the page waits, then the browser downloads it). */
function SelectionBar({ selected, onClear, onPreparing }: { selected: readonly LibraryFileView[]; onClear: () => void; onPreparing: (preparing: boolean) => void }) {
  const t = useT();
  const keys = selected.map((file) => file.key);
  // The zip asked for by this press of the button: the waits that follow ask for it, not for another.
  const archiveId = useRef<string | undefined>(undefined);
  const selection = keys.join(',');
  // Another choice of files is another zip.
  useEffect(() => {
    archiveId.current = undefined;
  }, [selection]);
  const { preparing, download } = usePreparedDownload(async () => {
    const archive = archiveId.current ? await loadLibraryArchive(archiveId.current) : await requestLibraryArchive(keys);
    archiveId.current = archive.status === 'ready' ? undefined : archive.id;
    return archive;
  });
  // While the zip is made, the choice it was asked for stays as it is.
  useEffect(() => onPreparing(preparing), [preparing, onPreparing]);
  return (
    <Stack
      position="sticky"
      bottom="0"
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      p="3"
      shadow="md"
      data-testid="library-selection"
    >
      <Stack gap="0">
        <Text fontWeight="semibold" role="status">
          {t('library.selection.count', { count: selected.length })}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {preparing ? t('library.selection.preparing') : t('library.selection.max', { max: LIBRARY_ZIP_MAX_FILES })}
        </Text>
      </Stack>
      <HStack gap="2">
        <Button variant="ghost" onClick={onClear} disabled={preparing}>
          {t('library.selection.clear')}
        </Button>
        <Button colorPalette="blue" loading={preparing} onClick={download}>
          {t('library.selection.zip')}
        </Button>
      </HStack>
    </Stack>
  );
}
