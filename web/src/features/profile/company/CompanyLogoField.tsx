import { UploadField } from '../../../components/upload/UploadField';
import { useMediaPreviews } from '../../../components/upload/media-previews';
import { useT } from '../../../i18n/useT';

/**
 * The optional company logo (the User's avatar, spec §3), uploaded with the app's one upload component: progress,
 * cancel, refusals up front and the server's check. The stored object is private: the preview is the file just
 * chosen, or the profile's signed read URL.
 */
export function CompanyLogoField({
  value,
  readUrls,
  name,
  onChange,
  error,
}: {
  value: string | null;
  readUrls: Record<string, string>;
  name: string;
  onChange: (url: string | null) => void;
  error?: string;
}) {
  const t = useT();
  const previews = useMediaPreviews(readUrls);
  return (
    <UploadField
      label={t('profile.company.field.logo')}
      purpose="avatar"
      appearance="avatar"
      fallbackName={name || undefined}
      value={value}
      previewUrl={previews.urlOf(value)}
      onUploaded={(url, file) => {
        previews.remember(url, file);
        onChange(url);
      }}
      onRemove={() => onChange(null)}
      error={error}
    />
  );
}
