import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { sanitizeHtml } from '@/lib/sanitize';
import { Prose } from './prose';

interface SafeHtmlProps {
  /** Untrusted HTML (from the CMS); sanitised here and nowhere else. */
  html: string;
  /** External and media links open in a new tab (default true). */
  linksInNewTab?: boolean;
  className?: string;
}

/** A plain left click on a link that stays in the app: the router handles it, no page reload. */
function internalPath(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.hasAttribute('target') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The one component that puts CMS markup into the DOM, always through the spec's DOMPurify
 * configuration (`src/lib/sanitize`).
 */
export function SafeHtml({ html, linksInNewTab = true, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { linksInNewTab }), [html, linksInNewTab]);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const path = internalPath(event);
      if (!path) return;
      event.preventDefault();
      void navigate(path);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigate]);

  return <Prose ref={ref} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
