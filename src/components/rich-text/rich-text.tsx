import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataSaver } from '@/lib/data-saver';
import { markdownToHtml, replaceVideoMarker } from '@/lib/rich-text';
import { SafeHtml } from './safe-html';

interface RichTextProps {
  /** The CMS's rich text (markdown, may hold raw HTML). */
  markdown: string | null | undefined;
  /** An article's video: it replaces the video marker (section 2); without it the marker goes. */
  videoUrl?: string | null;
  /** The accessible name of the video player. */
  videoTitle?: string;
  className?: string;
}

/** CMS rich text, converted to HTML and rendered through SafeHtml. */
export function RichText({ markdown, videoUrl, videoTitle = '', className }: RichTextProps) {
  const { t } = useTranslation('common');
  // Under the data saver the video is a link: an embedded player loads megabytes at once.
  const linkText = useDataSaver() ? t('dataSaver.video') : undefined;
  const html = useMemo(
    () => replaceVideoMarker(markdownToHtml(markdown), videoUrl, videoTitle, linkText),
    [markdown, videoUrl, videoTitle, linkText],
  );
  return <SafeHtml html={html} className={className} />;
}
