import { Button, chakra, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import type { RefObject } from 'react';
import { REVISION_COMMENT_MAX_LENGTH, type CreatorProgressView } from '../../../../../shared/domain/results';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { reviewResults } from './api';
import { FileFeedbackEditor } from './feedback/FileFeedbackEditor';
import { changedFileIds, initialReviseValues, reviseBody, reviseErrors, type FileFeedbackValue, type ReviseValues } from './feedback/revise-form';
import { setOrder } from '../../../../../shared/domain/result-feedback';
import { setFileNames } from './feedback/set-files';

/**
 * Sends a creator's set back with what to change (spec §4; per file since issue 26): each file of the set may be marked
 * for a change with its own remarks, a video's at moments picked on its player; the files left unmarked are kept. A
 * note for the whole set is required only when no file is marked. Full screen on a phone.
 */
export function ReviseDialog({
  campaignId,
  creator,
  returnFocus,
  onClose,
  onReviewed,
}: {
  campaignId: string;
  creator: CreatorProgressView | undefined;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onReviewed: () => void;
}) {
  return (
    <Dialog.Root
      open={creator !== undefined}
      onOpenChange={({ open }) => !open && onClose()}
      finalFocusEl={() => returnFocus.current}
      placement="center"
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{creator && <ReviseForm key={creator.creatorId} campaignId={campaignId} creator={creator} onClose={onClose} onReviewed={onReviewed} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ReviseForm({ campaignId, creator, onClose, onReviewed }: { campaignId: string; creator: CreatorProgressView; onClose: () => void; onReviewed: () => void }) {
  const t = useT();
  const files = setOrder(creator.results);
  const form = useFormik<ReviseValues>({
    initialValues: initialReviseValues(files),
    validate: reviseErrors,
    onSubmit: async (values, helpers) => {
      try {
        await reviewResults(campaignId, creator.creatorId, 'revise', reviseBody(values, files));
        toaster.create({ type: 'success', title: t('delivery.review.revised', { name: creator.creatorName }) });
        onReviewed();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'REVISION_COMMENT_REQUIRED') helpers.setErrors({ comment: 'revisionSomethingToChange' });
        else toaster.create({ type: 'error', title: errorMessage(t, error) });
      }
    },
  });
  // Flat keys (`files.<id>.<remark>`): the rules are revise-form.ts's, read here as they are.
  const errors = form.submitCount > 0 ? (form.errors as Record<string, string | undefined>) : {};
  const errorText = (key: string) => {
    const code = errors[key];
    return code ? t(`validation.${code}` as MessageId) : undefined;
  };
  const close = () => !form.isSubmitting && onClose();
  const setFile = (id: string, value: FileFeedbackValue) => void form.setFieldValue('files', { ...form.values.files, [id]: value });
  const marked = changedFileIds(form.values).length;
  const names = setFileNames(files, t);
  return (
    <chakra.form noValidate onSubmit={form.handleSubmit} display="contents">
      <Dialog.Header>
        <Dialog.Title>{t('delivery.feedback.dialogTitle', { name: creator.creatorName })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body display="flex" flexDirection="column" gap="5">
        <Text>{t('delivery.feedback.dialogMessage')}</Text>
        <Stack as="ul" listStyleType="none" gap="4">
          {files.map((file) => {
            const name = names.get(file.id) ?? file.fileName;
            return (
              <FileFeedbackEditor
                key={file.id}
                file={file}
                name={name}
                value={form.values.files[file.id] ?? { change: false, remarks: [] }}
                onChange={(value) => setFile(file.id, value)}
                errorOf={(remarkKey) => errorText(remarkKey === undefined ? `files.${file.id}` : `files.${file.id}.${remarkKey}`)}
              />
            );
          })}
        </Stack>
        <Field.Root invalid={Boolean(errorText('comment'))}>
          <Field.Label>{t('delivery.feedback.note')}</Field.Label>
          <Textarea name="comment" rows={3} dir="auto" maxLength={REVISION_COMMENT_MAX_LENGTH} value={form.values.comment} onChange={form.handleChange} onBlur={form.handleBlur} />
          {errorText('comment') ? (
            <Field.ErrorText>{errorText('comment')}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('delivery.feedback.noteHint', { count: form.values.comment.length, max: REVISION_COMMENT_MAX_LENGTH })}</Field.HelperText>
          )}
        </Field.Root>
      </Dialog.Body>
      <Dialog.Footer flexDirection={{ base: 'column', sm: 'row' }} alignItems={{ base: 'stretch', sm: 'center' }} gap="3">
        <Text textStyle="sm" color="fg.muted" flex="1" role="status">
          {t('delivery.feedback.summary', { count: marked })}
        </Text>
        <Button variant="outline" onClick={close} disabled={form.isSubmitting}>
          {t('delivery.review.cancel')}
        </Button>
        <Button type="submit" colorPalette="orange" loading={form.isSubmitting}>
          {t('delivery.review.sendBack')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('common.close')} disabled={form.isSubmitting} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}
